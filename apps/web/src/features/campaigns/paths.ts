import { paths } from '@/lib/paths';

/** The campaign screens of docs/requirements.md §2 that lib/paths does not name yet (kept with the feature that owns them). */
export const campaignPaths = {
  draft: (accountId: string, id: string, step?: string) =>
    `${paths.campaigns(accountId)}/draft/${encodeURIComponent(id)}${step ? `?step=${encodeURIComponent(step)}` : ''}`,
  edit: (accountId: string, id: string) => `${paths.campaignOverview(accountId, id)}/edit`,
  drafts: (accountId: string) => `${paths.campaignsList(accountId)}/drafts`,
  archives: (accountId: string) => `${paths.campaignsList(accountId)}/archives`,
};
