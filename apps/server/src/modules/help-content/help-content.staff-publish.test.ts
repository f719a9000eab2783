import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

// The staff content hub (spec §7 /marops/content) → the advertisers' Help Center.
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

describe('content hub (spec §7 /marops/content) → Help Center', () => {
  it('a published guide reaches advertisers of its audience; drafts do not', async () => {
    const guide = {
      kind: 'GUIDE',
      title: 'How to win the top slot',
      body: '# Bids\n\nRaise your **max CPC**.',
      status: 'PUBLISHED',
      audience: 'BRAND',
      attachmentIds: [],
    };
    const created = await staff('PUT', '/marops/content', guide);
    expect(created.status).toBe(201);
    expect(created.json.publishedAt).not.toBeNull();
    await staff('PUT', '/marops/content', { ...guide, title: 'Secret draft', status: 'DRAFT', audience: 'ALL' });
    const seen = (await brandUser('GET', `/help-center/content/${brand}`)).json.map((c: { title: string }) => c.title);
    expect(seen).toEqual(['How to win the top slot']);
    expect((await merchantUser('GET', `/help-center/content/${merchant}`)).json).toEqual([]);
    expect((await staff('GET', `/marops/content/${created.json.id}`)).json.title).toBe('How to win the top slot');
    expect((await staff('DELETE', `/marops/content/${created.json.id}`)).status).toBe(204);
    expect((await brandUser('GET', `/help-center/content/${brand}`)).json).toEqual([]);
  });
});
