import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { warsawDay } from '@ads/domain';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

describe('staff audit log search and CSV export (docs/requirements.md §7 POST /marops/search-audit-log)', () => {
  let server: TestServer;
  let staff: ReturnType<typeof apiClient>;
  let advertiser: ReturnType<typeof apiClient>;
  let staffToken: string;
  let a: string;
  let b: string;
  const today = warsawDay(new Date());

  beforeAll(async () => {
    server = await startTestServer();
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    const bob = await createUser(server.ctx.db, { email: 'bob@shop.test', password: 'secret-pass-2' });
    const marek = await createUser(server.ctx.db, { email: 'marek@staff.test', password: 'secret-pass-3', roles: ['marops'] });
    a = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    b = await createAccount(server.ctx.db, { name: 'Bob Shop', type: 'MERCHANT', memberIds: [bob.id] });
    const annToken = await server.login(ann.email, ann.password);
    const bobToken = await server.login(bob.email, bob.password);
    staffToken = await server.login(marek.email, marek.password);
    advertiser = apiClient(server, () => annToken);
    staff = apiClient(server, () => staffToken);
    const bobCall = apiClient(server, () => bobToken);

    await advertiser('PATCH', `/accounts/${a}`, { name: 'Ann Brand 2' }, { 'account-id': a });
    await bobCall('PATCH', `/accounts/${b}`, { name: 'Bob Shop 2' }, { 'account-id': b });
    await staff('PATCH', `/accounts/${a}`, { name: 'Ann Brand 3' }, { 'account-id': a, 'acting-as-staff': 'edit' });
    await staff('GET', `/accounts/${a}`, undefined, { 'account-id': a, 'acting-as-staff': 'read' });
    await server.app.audit.flush();
  });
  afterAll(() => server?.close());

  const search = (body: Record<string, unknown>) => staff('POST', '/marops/search-audit-log', body);

  it('finds the actions on an account by account id and URL part, newest first, with actor, flag and what changed', async () => {
    const res = await search({ accountId: a, urlContains: `/ACCOUNTS/${a}` });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    expect(
      res.json.content.map((e: { method: string; actorEmail: string; actingAsStaff: boolean; changes: unknown }) => [
        e.method,
        e.actorEmail,
        e.actingAsStaff,
        e.changes,
      ]),
    ).toEqual([
      ['GET', 'marek@staff.test', true, null],
      ['PATCH', 'marek@staff.test', true, [{ field: 'name', before: 'Ann Brand 2', after: 'Ann Brand 3' }]],
      ['PATCH', 'ann@brand.test', false, [{ field: 'name', before: 'Ann Brand', after: 'Ann Brand 2' }]],
    ]);
    expect(res.json.content[0]).toMatchObject({
      url: `/api/accounts/${a}`,
      status: 200,
      accountId: a,
      requestId: expect.any(String),
      seq: expect.any(Number),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('filters by actor, method, acting-as-staff and Europe/Warsaw days, and pages', async () => {
    const count = async (body: Record<string, unknown>) => (await search(body)).json.totalElements;
    expect(await count({ actorEmail: 'BOB@shop.test' })).toBe(1);
    expect(await count({ method: 'GET' })).toBe(1);
    expect(await count({ actingAsStaff: true })).toBe(2);
    expect(await count({ from: today, to: today, urlContains: '/accounts/' })).toBe(4);
    expect(await count({ to: '2020-01-01' })).toBe(0);
    const page = await search({ urlContains: '/accounts/', page: 1, size: 3 });
    expect(page.json).toMatchObject({ page: 1, size: 3, totalElements: 4, totalPages: 2 });
    expect(page.json.content).toHaveLength(1);
    expect(page.json.content[0].actorEmail).toBe('ann@brand.test');
  });

  it('exports the same filters as a CSV attachment', async () => {
    const res = await fetch(`${server.baseUrl}/api/marops/audit-log.csv?accountId=${a}&method=PATCH`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(await res.text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.actorEmail, r.method, r.actingAsStaff, JSON.parse(r.changes!)[0].after])).toEqual([
      ['marek@staff.test', 'PATCH', 'true', 'Ann Brand 3'],
      ['ann@brand.test', 'PATCH', 'false', 'Ann Brand 2'],
    ]);
    expect(Object.keys(rows[0]!)).toEqual([
      'at',
      'actorEmail',
      'userId',
      'actingAsStaff',
      'accountId',
      'method',
      'url',
      'status',
      'requestId',
      'changes',
      'seq',
      'hash',
    ]);
  });

  it('answers 403 AccessForbiddenException to an advertiser, whatever the input', async () => {
    for (const body of [{ accountId: a }, { accountId: 'nope' }]) {
      const res = await advertiser('POST', '/marops/search-audit-log', body);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ type: 'AccessForbiddenException', status: 403 });
    }
    expect((await advertiser('GET', `/marops/audit-log.csv?accountId=${a}`)).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/api/marops/search-audit-log`, { method: 'POST' })).status).toBe(401);
  });

  it('answers 400 ValidationException problem details to staff for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ accountId: 'not-a-uuid' }, 'accountId'],
      [{ urlContains: 'a\u0000b' }, 'urlContains'],
      [{ urlContains: 'x'.repeat(201) }, 'urlContains'],
      [{ from: '2026-02-30' }, 'from'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
      [{ method: 'TRACE' }, 'method'],
      [{ size: 201 }, 'size'],
      [{ page: -1 }, 'page'],
    ];
    for (const [body, field] of cases) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ type: 'ValidationException', status: 400, field });
    }
    const unknown = await search({ accountIds: [a] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.type).toBe('ValidationException');
    const csv = await staff('GET', '/marops/audit-log.csv?from=yesterday');
    expect(csv.status).toBe(400);
    expect(csv.json).toMatchObject({ type: 'ValidationException', field: 'from' });
  });
});
