/** The billing module's door: the plugin for app.ts and the face other modules call. */
export { billingModule } from './billing.module';
export type { BillingFace } from './billing.face';
