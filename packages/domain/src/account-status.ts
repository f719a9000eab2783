/**
 * Account lifecycle (docs/requirements.md §1 "the provider may refuse or suspend a display or terminate
 * service on breach; a banned advertiser may not open new accounts", §4):
 * - ACTIVE: campaigns may serve;
 * - SUSPENDED: nothing serves and nothing is charged until staff resume it;
 * - TERMINATED: final; running displays end at once, data kept for billing;
 * - BANNED: terminated, and its members' e-mails and its tax id may not open new accounts.
 */
export type AccountStatus = 'ACTIVE' | 'SUSPENDED' | 'TERMINATED' | 'BANNED';

export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['ACTIVE', 'SUSPENDED', 'TERMINATED', 'BANNED'];

/** A staff lifecycle action and the status it leads to. */
export type AccountAction = 'suspend' | 'resume' | 'terminate' | 'ban';

/** Where each staff action may start and the status it sets. */
export const ACCOUNT_TRANSITIONS: Record<AccountAction, { from: readonly AccountStatus[]; to: AccountStatus }> = {
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED' },
  resume: { from: ['SUSPENDED'], to: 'ACTIVE' },
  terminate: { from: ['ACTIVE', 'SUSPENDED'], to: 'TERMINATED' },
  ban: { from: ['ACTIVE', 'SUSPENDED', 'TERMINATED'], to: 'BANNED' },
};

/** The status `action` leads to from `current`, or null when the action is not allowed from there. */
export function nextAccountStatus(current: AccountStatus, action: AccountAction): AccountStatus | null {
  const t = ACCOUNT_TRANSITIONS[action];
  return t.from.includes(current) ? t.to : null;
}

/** True when the account's campaigns may take part in auctions (only ACTIVE accounts serve). */
export function accountServes(status: AccountStatus): boolean {
  return status === 'ACTIVE';
}
