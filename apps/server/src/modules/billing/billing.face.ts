import type { BillingProfileService } from './billing-profile.service';

/** What other modules call on `app.billing`: whether an account has a billing profile (campaigns). */
export type BillingFace = Pick<BillingProfileService, 'exists'>;
