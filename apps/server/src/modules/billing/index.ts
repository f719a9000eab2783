/** The billing module's door (minimal): its plugin and its face. */
export { billingModule } from './billing.module';
export type { BillingFace } from './billing.face';
