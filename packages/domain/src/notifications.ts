/**
 * Kinds of notices sent to advertisers (docs/notifications.md). Each kind has an in-app and an e-mail
 * channel a user can switch off; both are on until they do.
 */
export const NOTIFICATION_KINDS = [
  'DAILY_BUDGET_REACHED',
  'TOTAL_BUDGET_EXHAUSTED',
  'HELD_BACK_BY_PACING',
  'CAMPAIGN_ENDED',
  'PRODUCT_OUT_OF_STOCK',
  'CAMPAIGN_SUSPENDED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_TERMINATED',
  'INVOICE_ISSUED',
  'INVOICE_OVERDUE',
  'NEW_TERMS_VERSION',
] as const;

/** One of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Kinds whose source already e-mails the same news with more in it (the issued invoice goes out with its PDF,
 * docs/billing.md "Month close"; the terms announcement, docs/terms.md): their notice is in-app only, so nobody
 * gets the same e-mail twice.
 */
export const NOTIFICATION_KINDS_MAILED_BY_SOURCE: readonly NotificationKind[] = ['INVOICE_ISSUED', 'NEW_TERMS_VERSION'];

/** True when `value` names a notification kind. */
export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * Whether a campaign's charged spend (grosze) has reached a budget: what is left of it no longer pays a click
 * at the campaign's max CPC (a click is charged at most its max CPC and never beyond a budget, budget.ts), so
 * the campaign stops winning for that budget. A null budget is unlimited and is never reached.
 */
export function budgetReached(spent: number, budget: number | null, maxCpc: number): boolean {
  return budget !== null && budget - spent < Math.max(1, maxCpc);
}
