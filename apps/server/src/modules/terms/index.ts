/** The terms module's door: the plugin for app.ts, the face other modules call and the version in force. */
export { termsModule } from './terms.module';
export type { TermsFace } from './terms.face';
export type { AcceptanceRecord } from './terms.repository';
export { CURRENT_TERMS_VERSION } from '@ads/domain';
