import type { BillingProfileService } from './billing-profile.service';

/**
 * What other modules call on `app.billing`: whether an account has a billing profile (campaigns), and
 * its company name (accounts: the default "paid by" of its ads).
 */
export type BillingFace = Pick<BillingProfileService, 'exists' | 'companyName'>;
