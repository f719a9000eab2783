/** The API reference module's door: its plugin for app.ts (docs/api-keys.md "API reference"). */
export { apiReferenceModule } from './api-reference.module';
