import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';
import { goodPng } from '../../testing/media.testkit';

// The content hub (docs/staff-content.md): staff write at /api/marops/content, advertisers read the
// published items on the Help Center screen at /api/help-center/content/{accountId}.
let server: TestServer;
let staff: ReturnType<typeof apiClient>;
let brandUser: ReturnType<typeof apiClient>;
let merchantUser: ReturnType<typeof apiClient>;
let brand: string;
let merchant: string;
let imageIds: string[];

const GUIDE = {
  kind: 'GUIDE',
  title: 'How to win the top slot',
  body: '# Bids\n\nRaise your **max CPC**.',
  status: 'PUBLISHED',
  audience: 'BRAND',
  attachmentIds: [] as string[],
};

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ads-content-hub-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
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
  imageIds = [];
  for (const name of ['first.png', 'second.png']) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await goodPng(64, 32))], { type: 'image/png' }), name);
    const res = await fetch(`${server.baseUrl}/api/marops/content/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0]}` },
      body: form,
    });
    imageIds.push(((await res.json()) as { files: { id: string }[] }).files[0]!.id);
  }
});
afterAll(() => server?.close());

const titles = async (call: typeof staff, account: string) =>
  ((await call('GET', `/help-center/content/${account}`)).json as { title: string }[]).map((c) => c.title);

describe('content hub: staff /api/marops/content and the Help Center screen /api/help-center/content', () => {
  let guideId: string;

  it('a published guide reaches advertisers of its audience; drafts do not', async () => {
    const created = await staff('PUT', '/marops/content', GUIDE);
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/marops/content/${created.json.id}`);
    expect(created.json.publishedAt).not.toBeNull();
    guideId = created.json.id;
    await staff('PUT', '/marops/content', { ...GUIDE, title: 'Secret draft', status: 'DRAFT', audience: 'ALL' });
    expect(await titles(brandUser, brand)).toEqual(['How to win the top slot']);
    expect((await merchantUser('GET', `/help-center/content/${merchant}`)).json).toEqual([]);
    expect((await staff('GET', `/marops/content/${guideId}`)).json.title).toBe('How to win the top slot');
    expect((await staff('GET', '/marops/content')).json).toHaveLength(2);
  });

  it('shows attachments as media library files to staff and as name and url to advertisers', async () => {
    const [first, second] = imageIds as [string, string];
    const edited = await staff('PUT', `/marops/content/${guideId}`, { ...GUIDE, attachmentIds: [second, first] }, { 'if-match': '"1"' });
    expect(edited.status).toBe(200);
    expect(edited.json.version).toBe(2);
    expect(edited.json.attachments.map((a: { id: string }) => a.id)).toEqual([second, first]);
    expect(edited.json.attachments[0]).toMatchObject({ name: 'second.png', mime: 'image/png', width: 64, height: 32 });
    const [item] = (await brandUser('GET', `/help-center/content/${brand}`)).json;
    expect(item).toMatchObject({ id: guideId, kind: 'GUIDE', title: 'How to win the top slot', publishedAt: expect.any(String) });
    expect(item.attachments).toEqual([
      { name: 'first.png', url: expect.stringMatching(new RegExp(`^/media/${first}\\.png$`)) },
      { name: 'second.png', url: expect.stringMatching(new RegExp(`^/media/${second}\\.png$`)) },
    ]);
    const refused = await staff('DELETE', `/marops/content/media/${first}`);
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toContain('content item "How to win the top slot"');
  });

  it('refuses unknown attachments, blank titles and a stale If-Match', async () => {
    const unknown = await staff('PUT', '/marops/content', { ...GUIDE, attachmentIds: ['6d1f3c4e-2b7a-4c1d-9e8f-0a1b2c3d4e5f'] });
    expect(unknown.json).toMatchObject({ status: 400, type: 'ValidationException', field: 'FILE' });
    expect((await staff('PUT', '/marops/content', { ...GUIDE, title: '   ' })).json).toMatchObject({ status: 400, field: 'title' });
    const stale = await staff('PUT', `/marops/content/${guideId}`, GUIDE, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
  });

  it('answers 404 for an unknown item and 403 to advertisers on staff routes and other accounts', async () => {
    expect((await staff('GET', '/marops/content/6d1f3c4e-2b7a-4c1d-9e8f-0a1b2c3d4e5f')).status).toBe(404);
    expect((await staff('DELETE', '/marops/content/6d1f3c4e-2b7a-4c1d-9e8f-0a1b2c3d4e5f')).status).toBe(404);
    expect((await brandUser('GET', '/marops/content')).json).toMatchObject({ status: 403, type: 'AccessForbiddenException' });
    expect((await brandUser('PUT', '/marops/content', { nonsense: true })).status).toBe(403);
    expect((await brandUser('GET', `/help-center/content/${merchant}`)).status).toBe(403);
  });

  it('refuses a multipart body on a content route with 400 ValidationException', async () => {
    const form = new FormData();
    form.append('title', 'x');
    const token = await server.login('staff@retailer.test', 'secret-pass-1');
    const res = await fetch(`${server.baseUrl}/api/marops/content`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { type: string }).type).toBe('ValidationException');
  });

  it('deleting an item takes it off the Help Center screen', async () => {
    expect((await staff('DELETE', `/marops/content/${guideId}`)).status).toBe(204);
    expect(await titles(brandUser, brand)).toEqual([]);
  });
});
