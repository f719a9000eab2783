import { type Ctx, type Operation, type Request, freshDraft } from './access-roles.operations';

/** The campaigns module's advertiser operations for access-roles.test.ts (see access-roles.operations.ts). */
const get = (path: string): Request => ({ method: 'GET', path });
const patch = (path: string, body: unknown): Request => ({ method: 'PATCH', path, body });

const draftRoutes = (d: (c: Ctx) => string): readonly Operation[] => [
  { route: 'GET /api/campaign-drafts/{id}', name: 'Read a draft', needs: 'read', call: (c) => get(`/campaign-drafts/${d(c)}`) },
  {
    route: 'PATCH /api/campaign-drafts/{id}',
    name: 'Edit a draft',
    needs: 'campaigns',
    call: (c) => patch(`/campaign-drafts/${d(c)}`, { name: `Draft edit ${++c.n}` }),
  },
  {
    route: 'GET /api/campaign-drafts/{id}/budget',
    name: "Read a draft's budget",
    needs: 'read',
    call: (c) => get(`/campaign-drafts/${d(c)}/budget`),
  },
  {
    route: 'PATCH /api/campaign-drafts/{id}/budget',
    name: "Change a draft's budget",
    needs: 'campaigns',
    call: (c) => patch(`/campaign-drafts/${d(c)}/budget`, { dailyBudget: 3000 + (++c.n % 50) }),
  },
  {
    route: 'GET /api/campaign-drafts/{id}/inventory',
    name: "Read a draft's products",
    needs: 'read',
    call: (c) => get(`/campaign-drafts/${d(c)}/inventory`),
  },
  {
    route: 'PATCH /api/campaign-drafts/{id}/inventory',
    name: "Change a draft's products",
    needs: 'campaigns',
    call: (c) => patch(`/campaign-drafts/${d(c)}/inventory`, { skusToAdd: ['3'] }),
  },
  {
    route: 'GET /api/campaign-drafts/{id}/keywords',
    name: "Read a draft's keywords",
    needs: 'read',
    call: (c) => get(`/campaign-drafts/${d(c)}/keywords`),
  },
  {
    route: 'PATCH /api/campaign-drafts/{id}/keywords',
    name: "Change a draft's keywords",
    needs: 'campaigns',
    call: (c) => patch(`/campaign-drafts/${d(c)}/keywords`, { keywords: [{ text: `buty ${++c.n}`, matchType: 'PHRASE' }] }),
  },
  {
    route: 'GET /api/campaign-drafts/{id}/keyword-suggestions',
    name: 'Keyword suggestions for a draft',
    needs: 'read',
    call: (c) => get(`/campaign-drafts/${d(c)}/keyword-suggestions`),
  },
  {
    route: 'GET /api/campaign-drafts/{id}/suggestions',
    name: 'Suggestions for a draft',
    needs: 'read',
    call: (c) => get(`/campaign-drafts/${d(c)}/suggestions`),
  },
  {
    route: 'POST /api/campaign-drafts/{id}/copy',
    name: 'Copy a draft',
    needs: 'campaigns',
    call: (c) => ({ method: 'POST', path: `/campaign-drafts/${d(c)}/copy`, body: {} }),
  },
];

const campaignRoutes = (k: (c: Ctx) => string): readonly Operation[] => [
  { route: 'GET /api/campaigns/{id}', name: 'Read a campaign', needs: 'read', call: (c) => get(`/campaigns/${k(c)}`) },
  {
    route: 'PATCH /api/campaigns/{id}',
    name: 'Edit a campaign',
    needs: 'campaigns',
    call: (c) => patch(`/campaigns/${k(c)}`, { maxCpc: 150 + (++c.n % 50) }),
  },
  {
    route: 'GET /api/campaigns/{id}/budget',
    name: "Read a campaign's budget",
    needs: 'read',
    call: (c) => get(`/campaigns/${k(c)}/budget`),
  },
  {
    route: 'PATCH /api/campaigns/{id}/budget',
    name: "Change a campaign's budget",
    needs: 'campaigns',
    call: (c) => patch(`/campaigns/${k(c)}/budget`, { dailyBudget: 7000 + (++c.n % 50) }),
  },
  {
    route: 'GET /api/campaigns/{id}/inventory',
    name: "Read a campaign's products",
    needs: 'read',
    call: (c) => get(`/campaigns/${k(c)}/inventory`),
  },
  {
    route: 'PATCH /api/campaigns/{id}/inventory',
    name: "Change a campaign's products",
    needs: 'campaigns',
    call: (c) => patch(`/campaigns/${k(c)}/inventory`, { skusToAdd: ['3'] }),
  },
  {
    route: 'PATCH /api/campaign-inventories/{campaignId}',
    name: "Change a campaign's products (alias)",
    needs: 'campaigns',
    call: (c) => patch(`/campaign-inventories/${k(c)}`, { skusToAdd: ['3'] }),
  },
  { route: 'GET /api/campaigns/{id}/keywords', name: 'Read keywords', needs: 'read', call: (c) => get(`/campaigns/${k(c)}/keywords`) },
  {
    route: 'PATCH /api/campaigns/{id}/keywords',
    name: 'Change keywords',
    needs: 'campaigns',
    call: (c) => patch(`/campaigns/${k(c)}/keywords`, { keywords: [{ text: `buty ${++c.n}`, matchType: 'PHRASE' }] }),
  },
  {
    route: 'GET /api/campaigns/{id}/keyword-suggestions',
    name: 'Keyword suggestions',
    needs: 'read',
    call: (c) => get(`/campaigns/${k(c)}/keyword-suggestions`),
  },
  {
    route: 'GET /api/campaigns/{id}/suggestions',
    name: 'Campaign suggestions',
    needs: 'read',
    call: (c) => get(`/campaigns/${k(c)}/suggestions`),
  },
  {
    route: 'POST /api/campaigns/{id}/copy',
    name: 'Copy a campaign',
    needs: 'campaigns',
    call: (c) => ({ method: 'POST', path: `/campaigns/${k(c)}/copy`, body: {} }),
  },
  {
    route: 'GET /api/campaigns/{id}/history',
    name: 'Read campaign history',
    needs: 'read',
    call: (c) => get(`/campaigns/${k(c)}/history`),
  },
  {
    route: 'GET /api/campaigns/{id}/history.csv',
    name: 'Export campaign history',
    needs: 'read',
    call: (c) => get(`/campaigns/${k(c)}/history.csv`),
  },
  {
    route: 'GET /api/campaigns/{id}/insight',
    name: 'Read campaign insight',
    needs: 'read',
    call: (c) => get(`/campaigns/${k(c)}/insight`),
  },
  {
    route: 'GET /api/campaigns/{id}/bid-simulation',
    name: 'Simulate bids',
    needs: 'read',
    call: (c) => get(`/campaigns/${k(c)}/bid-simulation`),
  },
  {
    route: 'GET /api/campaigns/{id}/keywords/{keywordId}/bid-simulation',
    name: "Simulate a keyword's bids",
    needs: 'read',
    // An unknown keyword answers 404 to a role that may read (allowed), 403 to one that may not.
    call: (c) => get(`/campaigns/${k(c)}/keywords/00000000-0000-4000-8000-000000000000/bid-simulation`),
  },
  { route: 'GET /api/campaign-views/{id}', name: 'Read a campaign view', needs: 'read', call: (c) => get(`/campaign-views/${k(c)}`) },
];

export const CAMPAIGNS: readonly Operation[] = [
  { route: 'GET /api/campaign-views/draft-list', name: 'List campaigns', needs: 'read', call: () => get('/campaign-views/draft-list') },
  {
    route: 'GET /api/campaign-views/active-list',
    name: 'List active campaigns',
    needs: 'read',
    call: () => get('/campaign-views/active-list'),
  },
  {
    route: 'GET /api/campaign-views/archived-list',
    name: 'List archived campaigns',
    needs: 'read',
    call: () => get('/campaign-views/archived-list'),
  },
  {
    route: 'POST /api/campaign-drafts',
    name: 'Create a campaign draft',
    needs: 'campaigns',
    call: (c) => ({ method: 'POST', path: '/campaign-drafts', body: { name: `Draft ${++c.n}` } }),
  },
  {
    route: 'DELETE /api/campaign-drafts',
    name: 'Delete campaign drafts',
    needs: 'campaigns',
    call: async (c) => ({ method: 'DELETE', path: '/campaign-drafts', body: { campaignDraftIds: [await freshDraft(c)] } }),
  },
  {
    route: 'POST /api/campaigns/{id}',
    name: 'Publish a draft',
    needs: 'campaigns',
    call: async (c) => ({ method: 'POST', path: `/campaigns/${await freshDraft(c)}`, body: { termsVersion: 1 } }),
  },
  {
    route: 'PUT /api/campaigns/user-status',
    name: 'Pause or resume campaigns',
    needs: 'campaigns',
    call: (c) => ({ method: 'PUT', path: '/campaigns/user-status', body: { userStatus: 'ACTIVE', campaignIds: [c.campaignId] } }),
  },
  ...draftRoutes((c) => c.draftId),
  ...campaignRoutes((c) => c.campaignId),
  {
    route: 'GET /api/campaign-bulksheets',
    name: 'Download a bulksheet',
    needs: 'read',
    call: () => get('/campaign-bulksheets?format=csv'),
  },
  {
    route: 'POST /api/campaign-bulksheets/dry-run',
    name: 'Check a bulksheet',
    needs: 'campaigns',
    call: async (c) => ({ method: 'POST', path: '/campaign-bulksheets/dry-run', raw: { type: 'text/csv', body: await bulksheet(c) } }),
  },
  {
    route: 'POST /api/campaign-bulksheets/apply',
    name: 'Apply a bulksheet',
    needs: 'campaigns',
    call: async (c) => ({ method: 'POST', path: '/campaign-bulksheets/apply', raw: { type: 'text/csv', body: await bulksheet(c) } }),
  },
];

/** The account's own bulksheet, downloaded by the kit's ADMIN: applying it unchanged is a valid upload. */
async function bulksheet(c: Ctx): Promise<string> {
  return (await c.kit.call('GET', '/campaign-bulksheets?format=csv')).text();
}
