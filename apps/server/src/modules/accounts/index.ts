/** The accounts module's door: the plugin for app.ts and the face other modules call. */
export { accountsModule } from './accounts.module';
export type { AccountsFace } from './accounts.face';
export type { AccountRow } from './accounts.repository';
