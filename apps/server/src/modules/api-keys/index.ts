/** The API keys module's door: its plugin for app.ts (other modules use no part of it). */
export { apiKeysModule } from './api-keys.module';
