/** The terms module's door: the plugin for app.ts and the face other modules call with its types. */
export { termsModule } from './terms.module';
export type { TermsFace } from './terms.face';
export type { AcceptanceRecord } from './terms.repository';
export type { TermsVersionView } from './terms.service';
export { termsTextHtml } from './terms-text';
