import { randomUUID } from 'node:crypto';
import { accountUsers } from '@ads/db';
import type { AccountCapability } from '@ads/domain';
import { json, VALID, type CampaignKit } from '../../testing/campaigns.testkit';
import { createUser } from '../../testing/fixtures.testkit';

/**
 * The advertiser operations of apps/server/openapi.json that access-roles.test.ts calls as each role
 * (docs/access-roles.md). Each `call` builds a VALID request (Fastify validates the body before the
 * access layer answers, so an invalid body would hide the access decision behind a 400); writes that
 * destroy something act on an object made fresh for that call by the signed-in ADMIN of the kit.
 */
export interface Ctx {
  kit: CampaignKit;
  campaignId: string;
  draftId: string;
  daveId: string;
  complaintId: string;
  n: number;
}

/** A request: method, path under /api, JSON body, or a raw body with its content type. */
export interface Request {
  method: string;
  path: string;
  body?: unknown;
  raw?: { type: string; body: string };
}

export interface Operation {
  /** `METHOD /api/path` exactly as in openapi.json (the guard test matches on it). */
  route: string;
  name: string;
  needs: AccountCapability;
  call(c: Ctx): Request | Promise<Request>;
}

const get = (path: string): Request => ({ method: 'GET', path });

async function freshDraft(c: Ctx): Promise<string> {
  const res = await c.kit.call('POST', '/campaign-drafts', { ...VALID, name: `Fresh draft ${++c.n}` });
  return (await json(res)).id;
}

async function freshMember(c: Ctx): Promise<string> {
  const db = c.kit.server.ctx.db;
  const user = await createUser(db, { email: `leaver${++c.n}@brand.test`, password: 'secret-pass-3' });
  await db.insert(accountUsers).values({ accountId: c.kit.accountId, userId: user.id, role: 'READ_ONLY' });
  return user.id;
}

async function freshKey(c: Ctx): Promise<string> {
  const res = await c.kit.call('POST', `/accounts/${c.kit.accountId}/api-keys`, { name: `Fresh key ${++c.n}`, role: 'READ_ONLY' });
  return (await json(res)).apiKey.id;
}

const billingProfile = (n: number) => ({
  companyName: `Nike PL ${n} Sp. z o.o.`,
  street: 'ul. Długa 5',
  postalCode: '80-001',
  city: 'Gdańsk',
  countryCode: 'PL',
  taxId: '123-456-32-18',
});

const ACCOUNTS: readonly Operation[] = [
  { route: 'GET /api/accounts/{id}', name: 'Read the account', needs: 'read', call: (c) => get(`/accounts/${c.kit.accountId}`) },
  {
    route: 'PATCH /api/accounts/{id}',
    name: 'Rename the account',
    needs: 'members',
    call: (c) => ({ method: 'PATCH', path: `/accounts/${c.kit.accountId}`, body: { name: `Nike PL ${++c.n}` } }),
  },
  {
    route: 'GET /api/accounts/{id}/ad-transparency',
    name: 'Read ad transparency',
    needs: 'read',
    call: (c) => get(`/accounts/${c.kit.accountId}/ad-transparency`),
  },
  {
    route: 'PUT /api/accounts/{id}/ad-transparency',
    name: 'Change ad transparency',
    needs: 'members',
    call: (c) => ({
      method: 'PUT',
      path: `/accounts/${c.kit.accountId}/ad-transparency`,
      body: { advertiserName: `Nike ${++c.n}`, payerName: null },
    }),
  },
  {
    route: 'GET /api/accounts/{id}/history',
    name: 'Read account history',
    needs: 'read',
    call: (c) => get(`/accounts/${c.kit.accountId}/history`),
  },
  {
    route: 'GET /api/accounts/{id}/history.csv',
    name: 'Export account history',
    needs: 'read',
    call: (c) => get(`/accounts/${c.kit.accountId}/history.csv`),
  },
  { route: 'GET /api/accounts/{id}/users', name: 'List members', needs: 'read', call: (c) => get(`/accounts/${c.kit.accountId}/users`) },
  {
    route: 'POST /api/accounts/{id}/users',
    name: 'Invite a member',
    needs: 'members',
    call: (c) => ({
      method: 'POST',
      path: `/accounts/${c.kit.accountId}/users`,
      body: { email: `invitee${++c.n}@brand.test`, role: 'READ_ONLY' },
    }),
  },
  {
    route: 'PUT /api/accounts/{id}/users/{userId}/role',
    name: "Change a member's role",
    needs: 'members',
    call: (c) => ({ method: 'PUT', path: `/accounts/${c.kit.accountId}/users/${c.daveId}/role`, body: { role: 'READ_ONLY' } }),
  },
  {
    route: 'DELETE /api/accounts/{id}/users/{userId}',
    name: 'Remove a member',
    needs: 'members',
    call: async (c) => ({ method: 'DELETE', path: `/accounts/${c.kit.accountId}/users/${await freshMember(c)}` }),
  },
  {
    route: 'GET /api/accounts/{id}/api-keys',
    name: 'List API keys',
    needs: 'members',
    call: (c) => get(`/accounts/${c.kit.accountId}/api-keys`),
  },
  {
    route: 'POST /api/accounts/{id}/api-keys',
    name: 'Create an API key',
    needs: 'members',
    call: (c) => ({ method: 'POST', path: `/accounts/${c.kit.accountId}/api-keys`, body: { name: `Key ${++c.n}`, role: 'READ_ONLY' } }),
  },
  {
    route: 'DELETE /api/accounts/{id}/api-keys/{keyId}',
    name: 'Revoke an API key',
    needs: 'members',
    call: async (c) => ({ method: 'DELETE', path: `/accounts/${c.kit.accountId}/api-keys/${await freshKey(c)}` }),
  },
  {
    route: 'GET /api/account-announcements/{accountId}',
    name: 'Read announcements',
    needs: 'read',
    call: (c) => get(`/account-announcements/${c.kit.accountId}`),
  },
  {
    route: 'GET /api/help-center/content/{accountId}',
    name: 'Read help-center content',
    needs: 'read',
    call: (c) => get(`/help-center/content/${c.kit.accountId}`),
  },
];

const SUPPORT: readonly Operation[] = [
  {
    route: 'POST /api/accounts/{accountId}/complaints',
    name: 'File a complaint',
    needs: 'support',
    call: (c) => ({
      method: 'POST',
      path: `/accounts/${c.kit.accountId}/complaints`,
      body: { subjectType: 'OTHER', subjectDate: '2026-11-20', demand: 'Role test', contactName: 'Ann', contactEmail: 'ann@brand.test' },
    }),
  },
  {
    route: 'GET /api/accounts/{accountId}/complaints',
    name: 'List complaints',
    needs: 'read',
    call: (c) => get(`/accounts/${c.kit.accountId}/complaints`),
  },
  {
    route: 'GET /api/accounts/{accountId}/complaints/{id}',
    name: 'Read a complaint',
    needs: 'read',
    call: (c) => get(`/accounts/${c.kit.accountId}/complaints/${c.complaintId}`),
  },
];

const BILLING: readonly Operation[] = [
  { route: 'GET /api/billing/profile', name: 'Read the billing profile', needs: 'billing-read', call: () => get('/billing/profile') },
  {
    route: 'PUT /api/billing/profile',
    name: 'Change the billing profile',
    needs: 'billing',
    call: (c) => ({ method: 'PUT', path: '/billing/profile', body: billingProfile(++c.n) }),
  },
  { route: 'GET /api/billing/invoices', name: 'Read invoices', needs: 'billing-read', call: () => get('/billing/invoices') },
  {
    route: 'GET /api/billing/invoices/{id}/pdf',
    name: 'Download an invoice PDF',
    needs: 'billing-read',
    call: () => get(`/billing/invoices/${randomUUID()}/pdf`),
  },
  {
    route: 'GET /api/billing/invoices/{id}/xml',
    name: 'Download an invoice XML',
    needs: 'billing-read',
    call: () => get(`/billing/invoices/${randomUUID()}/xml`),
  },
  { route: 'GET /api/billing/ledger', name: 'Read the ledger', needs: 'billing-read', call: () => get('/billing/ledger?month=2026-11') },
  { route: 'GET /api/billing/summary', name: 'Read the billing summary', needs: 'billing-read', call: () => get('/billing/summary') },
];

const CATALOGUE: readonly Operation[] = [
  { route: 'GET /api/brands', name: 'List brands', needs: 'read', call: () => get('/brands') },
  { route: 'GET /api/category-dictionaries', name: 'List categories', needs: 'read', call: () => get('/category-dictionaries') },
  { route: 'GET /api/products', name: 'List products', needs: 'read', call: () => get('/products') },
  {
    route: 'GET /api/products/skus',
    name: 'Products matching a filter (SKUs)',
    needs: 'read',
    call: () => get('/products/skus?search=nike'),
  },
];

const NOTIFICATIONS: readonly Operation[] = [
  { route: 'GET /api/notifications', name: 'List notifications', needs: 'read', call: () => get('/notifications') },
  {
    route: 'POST /api/notifications/{id}/read',
    name: 'Mark a notification read',
    needs: 'read',
    call: () => ({ method: 'POST', path: `/notifications/${randomUUID()}/read` }),
  },
  {
    route: 'POST /api/notifications/read-all',
    name: 'Mark all notifications read',
    needs: 'read',
    call: () => ({ method: 'POST', path: '/notifications/read-all' }),
  },
  {
    route: 'GET /api/notifications/preferences',
    name: 'Read notification preferences',
    needs: 'read',
    call: () => get('/notifications/preferences'),
  },
  {
    route: 'PUT /api/notifications/preferences',
    name: 'Change notification preferences',
    needs: 'read',
    call: () => ({
      method: 'PUT',
      path: '/notifications/preferences',
      body: { preferences: [{ kind: 'CAMPAIGN_ENDED', inApp: true, email: false }] },
    }),
  },
];

const STATISTICS: readonly Operation[] = [
  { route: 'GET /api/statistics', name: 'Read statistics', needs: 'read', call: (c) => get(`/statistics?campaignIdIn=${c.campaignId}`) },
  {
    route: 'GET /api/statistics/report',
    name: 'Download a statistics report',
    needs: 'read',
    call: (c) => get(`/statistics/report?campaignId=${c.campaignId}&dateBegin=2026-11-01&dateEnd=2026-11-20`),
  },
  {
    route: 'GET /api/campaign-stats',
    name: 'Read campaign stats',
    needs: 'read',
    call: (c) => get(`/campaign-stats?campaignIds=${c.campaignId}`),
  },
];

export { ACCOUNTS, BILLING, CATALOGUE, NOTIFICATIONS, STATISTICS, SUPPORT, freshDraft };
