/**
 * Route paths (docs/requirements.md §2) in one place, so features link to screens without importing each other.
 */
export const paths = {
  home: () => '/',
  campaigns: (accountId: string) => `/accounts/${encodeURIComponent(accountId)}/campaigns`,
  campaignsList: (accountId: string) => `${paths.campaigns(accountId)}/list`,
  campaignCreate: (accountId: string) => `${paths.campaigns(accountId)}/create`,
  campaignOverview: (accountId: string, campaignId: string) => `${paths.campaigns(accountId)}/${encodeURIComponent(campaignId)}`,
  billing: (accountId: string) => `/accounts/${encodeURIComponent(accountId)}/billing`,
  complaints: (accountId: string) => `/accounts/${encodeURIComponent(accountId)}/complaints`,
  staffComplaints: () => '/marops/complaints',
};

/**
 * Link-building helper (docs/requirements.md §2): absolute http(s) links are left untouched; otherwise leading and
 * trailing slashes are trimmed; with account scoping the link is prefixed with /accounts/{id}, or is
 * "/" when no account is selected.
 */
export function buildLink(link: string, accountId?: string | null, accountScoped = false): string {
  if (/^https?:\/\//i.test(link)) return link;
  const trimmed = link.replace(/^\/+|\/+$/g, '');
  if (accountScoped) return accountId ? `/accounts/${encodeURIComponent(accountId)}/${trimmed}`.replace(/\/$/, '') : '/';
  return `/${trimmed}`;
}
