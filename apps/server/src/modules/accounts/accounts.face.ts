import type { AccountsService } from './accounts.service';

/**
 * What other modules call on `app.accounts`: the account row of a scope (its inventory rule), and
 * which ids are accounts (staff announcements addressed to listed accounts).
 */
export type AccountsFace = Pick<AccountsService, 'account' | 'existingIds'>;
