/**
 * The stores module's door: the plugin for app.ts, its face (decorated as `app.stores`), and the demo
 * store share the seeding code runs (data/README.md "Demo stores").
 */
export { storesModule, type StoresFace } from './stores.module';
export { assignStoreShare, type StoreShareOptions } from './stores.share';
