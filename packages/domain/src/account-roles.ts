/**
 * Roles of a member inside an advertiser account and what each may do (docs/access-roles.md, the
 * one home of this rule: the server's access layer and the web app use it; the column check
 * `account_users_role_ck` lists the same roles).
 *
 * - ADMIN: members and their roles, account settings, billing profile, campaigns: everything.
 * - CAMPAIGN_MANAGER: campaigns, drafts, keywords, budgets, reports and statistics; no billing.
 * - BILLING: billing profile, invoices, ledger, reports and statistics; no campaign changes.
 * - READ_ONLY: reads everything a member may read (campaigns, statistics, billing), changes nothing.
 */
export const ACCOUNT_ROLES = ['ADMIN', 'CAMPAIGN_MANAGER', 'BILLING', 'READ_ONLY'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The role an existing member got when roles were introduced, and the role of an account's creator. */
export const DEFAULT_ACCOUNT_ROLE: AccountRole = 'ADMIN';

/**
 * What a call needs of an account:
 * - `read`: campaigns, statistics, reports, members list, account details (every role);
 * - `billing-read`: billing profile, invoices, ledger, balance (not CAMPAIGN_MANAGER);
 * - `campaigns`: create and change campaigns, drafts, keywords, SKUs, budgets;
 * - `billing`: change the billing profile;
 * - `support`: file complaints (every role that may change something);
 * - `members`: invite, remove and change the roles of members, change account settings.
 */
export const ACCOUNT_CAPABILITIES = ['read', 'billing-read', 'campaigns', 'billing', 'support', 'members'] as const;
export type AccountCapability = (typeof ACCOUNT_CAPABILITIES)[number];

/** Capabilities that only read: staff in read mode have them, and an ended account still grants them. */
export const READ_CAPABILITIES: ReadonlySet<AccountCapability> = new Set(['read', 'billing-read']);

/** The rule table: role → capabilities (docs/access-roles.md is generated from it by a test). */
export const ROLE_CAPABILITIES: Readonly<Record<AccountRole, ReadonlySet<AccountCapability>>> = {
  ADMIN: new Set(ACCOUNT_CAPABILITIES),
  CAMPAIGN_MANAGER: new Set(['read', 'campaigns', 'support']),
  BILLING: new Set(['read', 'billing-read', 'billing', 'support']),
  READ_ONLY: new Set(['read', 'billing-read']),
};

/** Whether `value` is one of {@link ACCOUNT_ROLES}. */
export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** Whether a member with `role` has `capability` in their account. Pure. */
export function roleAllows(role: AccountRole, capability: AccountCapability): boolean {
  return ROLE_CAPABILITIES[role].has(capability);
}
