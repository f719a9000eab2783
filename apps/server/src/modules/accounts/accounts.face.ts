import type { AccountsService } from './accounts.service';

/** What other modules call on `app.accounts`: the account row of a scope (its inventory rule). */
export type AccountsFace = Pick<AccountsService, 'account'>;
