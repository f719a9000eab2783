/** English texts: roles of members inside an account (docs/access-roles.md). Polish in `../pl/roles.ts` with the same keys. */
export const roles = {
  roles: {
    role: 'Role',
    roleOf: 'Role of {{email}}',
    inviteAs: 'Role of the new user',
    names: { ADMIN: 'Admin', CAMPAIGN_MANAGER: 'Campaign manager', BILLING: 'Billing', READ_ONLY: 'Read-only' },
    hints: {
      ADMIN: 'Everything: users and roles, account settings, billing profile, campaigns',
      CAMPAIGN_MANAGER: 'Campaigns, keywords, budgets and reports; no billing',
      BILLING: 'Billing profile, invoices, ledger and reports; no campaign changes',
      READ_ONLY: 'Sees everything, changes nothing',
    },
    changed: '{{email}} is now {{role}}.',
    notAllowed: 'Your role in this account ({{role}}) does not allow this.',
  },
};
