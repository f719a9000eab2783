import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

const STORE = { name: 'Shoe Planet', externalId: 'seller-1001', domain: 'www.shoeplanet.pl', channel: 'MAIN', markets: ['PL'] };

describe('staff stores /api/marops/stores (docs/requirements.md §7 GET /marops/stores?externalId; docs/architecture.md "Staff run the platform")', () => {
  let server: TestServer;
  let staff: ReturnType<typeof apiClient>;
  let advertiser: ReturnType<typeof apiClient>;
  let created: { id: string; version: number };

  beforeAll(async () => {
    server = await startTestServer();
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    const marek = await createUser(server.ctx.db, { email: 'marek@staff.test', password: 'secret-pass-2', roles: ['marops'] });
    const annToken = await server.login(ann.email, ann.password);
    const staffToken = await server.login(marek.email, marek.password);
    advertiser = apiClient(server, () => annToken);
    staff = apiClient(server, () => staffToken);
  });
  afterAll(async () => server?.close());

  it('creates a store (201, ETag, Location) and records the fields in the audit log', async () => {
    const res = await staff('POST', '/marops/stores', { ...STORE, domain: 'WWW.ShoePlanet.pl', name: '  Shoe Planet ' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ...STORE, productCount: 0, version: 1 });
    expect(res.headers.get('etag')).toBe('"1"');
    expect(res.headers.get('location')).toBe(`/api/marops/stores/${res.json.id}`);
    created = res.json;
    await staff('POST', '/marops/stores', {
      ...STORE,
      name: 'Boot Barn',
      externalId: 'seller-2002',
      channel: 'EOBUWIE',
      markets: ['PL', 'CZ'],
    });
    const audit = await staff('POST', '/marops/search-audit-log', { urlContains: '/marops/stores', method: 'POST' });
    const entry = audit.json.content.find((e: { changes: unknown }) => e.changes);
    expect(entry?.changes).toEqual(expect.arrayContaining([{ field: 'externalId', before: null, after: expect.any(String) }]));
  });

  it('finds a store by its external id, and lists with search, channel filter and paging', async () => {
    const byId = await staff('GET', '/marops/stores?externalId=seller-1001');
    expect(byId.status).toBe(200);
    expect(byId.json).toMatchObject({ totalElements: 1, content: [{ id: created.id, externalId: 'seller-1001' }] });
    expect((await staff('GET', '/marops/stores?externalId=nobody')).json).toMatchObject({ totalElements: 0, content: [] });

    const all = await staff('GET', '/marops/stores?page=0&size=1');
    expect(all.json).toMatchObject({ page: 0, size: 1, totalElements: 2, totalPages: 2, content: [{ name: 'Boot Barn' }] });
    expect((await staff('GET', '/marops/stores?search=PLANET')).json.content.map((s: { name: string }) => s.name)).toEqual(['Shoe Planet']);
    expect((await staff('GET', '/marops/stores?search=2002')).json.totalElements).toBe(1);
    expect((await staff('GET', '/marops/stores?search=%25')).json.totalElements).toBe(0);
    const eob = await staff('GET', '/marops/stores?channel=EOBUWIE');
    expect(eob.json.content).toMatchObject([{ name: 'Boot Barn', markets: ['PL', 'CZ'] }]);
  });

  it('reads one store with its ETag, and 404 for an unknown or malformed id', async () => {
    const res = await staff('GET', `/marops/stores/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"1"');
    expect((await staff('GET', '/marops/stores/6d1f3c4e-2b7a-4c1d-9e8f-0a1b2c3d4e5f')).json.type).toBe('ResourceNotFoundException');
    expect((await staff('GET', '/marops/stores/not-a-uuid')).status).toBe(404);
  });

  it('answers 409 StoreExternalIdTakenException for a taken external id, on create and edit', async () => {
    const dup = await staff('POST', '/marops/stores', { ...STORE, name: 'Copy' });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ type: 'StoreExternalIdTakenException', status: 409, field: 'externalId' });
    const edit = await staff('PUT', `/marops/stores/${created.id}`, { ...STORE, externalId: 'seller-2002' });
    expect(edit.json.type).toBe('StoreExternalIdTakenException');
  });

  it('edits with If-Match, bumping the version; a stale If-Match answers 412', async () => {
    const ok = await staff('PUT', `/marops/stores/${created.id}`, { ...STORE, name: 'Shoe Planet PL' }, { 'if-match': '"1"' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ name: 'Shoe Planet PL', version: 2 });
    expect(ok.headers.get('etag')).toBe('"2"');
    const stale = await staff('PUT', `/marops/stores/${created.id}`, { ...STORE, name: 'Lost update' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({ type: 'ResourceOptimisticLockException', status: 412 });
    expect((await staff('GET', `/marops/stores/${created.id}`)).json.name).toBe('Shoe Planet PL');
  });

  it.each([
    [{ ...STORE, externalId: 'x1', domain: 'https://shop.pl/' }, 'domain'],
    [{ ...STORE, externalId: 'x2', domain: 'localhost' }, 'domain'],
    [{ ...STORE, externalId: 'x3', channel: 'ALL' }, 'channel'],
    [{ ...STORE, externalId: 'x4', markets: [] }, 'markets'],
    [{ ...STORE, externalId: 'x5', markets: ['pl'] }, 'markets'],
    [{ ...STORE, externalId: 'x6', name: '   ' }, 'name'],
    [{ ...STORE, externalId: 'x7', name: 'a\u0000b' }, 'name'],
    [{ ...STORE, externalId: 'with space' }, 'externalId'],
    [{ ...STORE, externalId: 'x8', extra: 1 }, undefined],
  ])('answers 400 ValidationException problem details for malformed input %#', async (body, field) => {
    const res = await staff('POST', '/marops/stores', body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.json).toMatchObject({ type: 'ValidationException', status: 400, ...(field ? { field } : {}) });
  });

  it('answers 400 for a malformed list query', async () => {
    expect((await staff('GET', '/marops/stores?size=0')).json).toMatchObject({ type: 'ValidationException', field: 'size' });
  });

  it('answers 403 AccessForbiddenException to an advertiser on every store route, before validation', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/marops/stores?externalId=seller-1001'],
      ['GET', `/marops/stores/${created.id}`],
      ['POST', '/marops/stores', STORE],
      ['PUT', `/marops/stores/${created.id}`, { nonsense: true }],
      ['GET', `/marops/stores/${created.id}/products`],
    ];
    for (const [method, path, body] of calls) {
      const res = await advertiser(method, path, body);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ type: 'AccessForbiddenException', status: 403 });
    }
  });
});
