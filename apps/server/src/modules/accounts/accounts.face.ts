import type { AccountsService } from './accounts.service';

/**
 * What other modules call on `app.accounts`: the account row of a scope (its inventory rule),
 * which ids are accounts (staff announcements addressed to listed accounts), and the ban check of
 * e-mails and tax ids (the billing profile's tax id), the advertiser users to tell about new terms, and an
 * account's invoice recipients.
 */
export type AccountsFace = Pick<AccountsService, 'account' | 'existingIds' | 'refuseBanned' | 'advertiserRecipients' | 'invoiceRecipients'>;
