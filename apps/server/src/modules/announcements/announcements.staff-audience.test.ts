import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

// Staff announcements (docs/requirements.md §2, §5, §7) as advertisers of each audience see them.
let server: TestServer;
let staff: ReturnType<typeof apiClient>;
let brandUser: ReturnType<typeof apiClient>;
let merchantUser: ReturnType<typeof apiClient>;
let brand: string;
let merchant: string;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ads-content-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir, ALLOWED_EXTERNAL_HOSTS: 'www.eobuwie.pl' } });
  const db = server.ctx.db;
  await createUser(db, { email: 'staff@retailer.test', password: 'secret-pass-1', roles: ['marops'] });
  const b = await createUser(db, { email: 'bea@brand.test', password: 'secret-pass-1' });
  const m = await createUser(db, { email: 'max@merchant.test', password: 'secret-pass-1' });
  brand = await createAccount(db, { name: 'Brand A', type: 'BRAND', memberIds: [b.id] });
  merchant = await createAccount(db, { name: 'Merchant B', type: 'MERCHANT', memberIds: [m.id] });
  const tokens = await Promise.all(
    ['staff@retailer.test', 'bea@brand.test', 'max@merchant.test'].map((e) => server.login(e, 'secret-pass-1')),
  );
  [staff, brandUser, merchantUser] = tokens.map((t) => apiClient(server, () => t)) as [typeof staff, typeof staff, typeof staff];
});
afterAll(() => server?.close());

const texts = async (call: typeof staff, account: string) =>
  ((await call('GET', `/account-announcements/${account}`)).json as { text: string }[]).map((a) => a.text);

describe('announcements (docs/requirements.md §2, §5, §7 /marops/account-announcements)', () => {
  const base = { type: 'INFO', text: 'Brand week starts Monday', audience: 'BRAND', accountIds: [], active: true };

  it('publishes for BRAND accounts: the brand advertiser sees it, the merchant does not', async () => {
    const res = await staff('POST', '/marops/account-announcements', {
      ...base,
      name: 'Brand week',
      link: 'https://www.eobuwie.pl/brand-week',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'Brand week', audience: 'BRAND', version: 1 });
    expect(await texts(brandUser, brand)).toContain('Brand week starts Monday');
    expect(await texts(merchantUser, merchant)).not.toContain('Brand week starts Monday');
    const list = await staff('GET', '/marops/account-announcements');
    expect(list.json.map((a: { name: string }) => a.name)).toContain('Brand week');
  });

  it('answers 409 AnnouncementNameTakenException for a taken name in any letter case', async () => {
    const res = await staff('POST', '/marops/account-announcements', { ...base, name: 'BRAND WEEK' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ type: 'AnnouncementNameTakenException', field: 'name' });
  });

  it('refuses links to hosts not allowed and script protocols (docs/requirements.md §8)', async () => {
    for (const link of ['https://evil.test/x', 'javascript:alert(1)', '//evil.test']) {
      const res = await staff('POST', '/marops/account-announcements', { ...base, name: `bad ${link}`, link });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ type: 'ValidationException', field: 'LINK' });
    }
  });

  it('targets chosen accounts and edits with If-Match (412 when stale)', async () => {
    const created = await staff('POST', '/marops/account-announcements', {
      ...base,
      name: 'Merchants only',
      text: 'Hi merchant',
      audience: 'ACCOUNTS',
      accountIds: [merchant],
    });
    expect(await texts(merchantUser, merchant)).toContain('Hi merchant');
    expect(await texts(brandUser, brand)).not.toContain('Hi merchant');
    const path = `/marops/account-announcements/${created.json.id}`;
    const stale = await staff('PUT', path, { ...base, name: 'Merchants only', text: 'Bye' }, { 'if-match': '"9"' });
    expect(stale.status).toBe(412);
    const edited = await staff('PUT', path, { ...base, name: 'Merchants only', text: 'Hi all', audience: 'ALL' }, { 'if-match': '"1"' });
    expect(edited.json.version).toBe(2);
    expect(await texts(brandUser, brand)).toContain('Hi all');
  });

  it('refuses advertisers (403)', async () => {
    expect((await brandUser('GET', '/marops/account-announcements')).status).toBe(403);
  });
});
