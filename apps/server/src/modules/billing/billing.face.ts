import type { AccountScope } from '../access/access';

/** What other modules use of billing (minimal: campaigns checks for a billing profile before publishing). */
export interface BillingFace {
  /** True when the scope's account has a billing profile (required to publish a campaign). */
  hasBillingProfile(scope: AccountScope): Promise<boolean>;
}
