import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

describe('GET, PATCH /api/accounts/{id} (docs/requirements.md §7, ETag / If-Match)', () => {
  let server: TestServer;
  let token = '';
  let mine: string;
  let foreign: string;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer();
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    mine = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    foreign = await createAccount(server.ctx.db, { name: 'Other Brand', type: 'BRAND' });
    token = await server.login(ann.email, ann.password);
    call = apiClient(server, () => token);
  });
  afterAll(() => server?.close());

  it('answers the account with its version as ETag', async () => {
    const res = await call('GET', `/accounts/${mine}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: mine, name: 'Ann Brand', type: 'BRAND', version: 1 });
    expect(res.headers.get('etag')).toBe('"1"');
  });

  it('renames the account, trimmed, with and without If-Match, bumping the version', async () => {
    const first = await call('PATCH', `/accounts/${mine}`, { name: '  Ann Brand PL ' }, { 'if-match': '"1"' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: mine, name: 'Ann Brand PL', version: 2 });
    expect(first.headers.get('etag')).toBe('"2"');
    const second = await call('PATCH', `/accounts/${mine}`, { name: 'Ann Brand' });
    expect(second.json).toMatchObject({ name: 'Ann Brand', version: 3 });
    expect((await call('GET', `/accounts/${mine}`)).json.name).toBe('Ann Brand');
  });

  it('answers 412 ResourceOptimisticLockException for a stale If-Match', async () => {
    const res = await call('PATCH', `/accounts/${mine}`, { name: 'Stale' }, { 'if-match': '"1"' });
    expect(res.status).toBe(412);
    expect(res.json).toMatchObject({ type: 'ResourceOptimisticLockException', status: 412 });
  });

  it('answers 409 AccountNameTakenException for a name taken in any letter case', async () => {
    const res = await call('PATCH', `/accounts/${mine}`, { name: 'OTHER brand' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ type: 'AccountNameTakenException', field: 'NAME', status: 409 });
  });

  it.each([{ name: '   ' }, { name: '' }, {}, { name: null }, { name: 'x'.repeat(201) }])(
    'answers 400 ValidationException field NAME for %j',
    async (body) => {
      const res = await call('PATCH', `/accounts/${mine}`, body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ type: 'ValidationException', field: 'NAME', status: 400 });
    },
  );

  it('answers 403 AccessForbiddenException for an account of someone else', async () => {
    const res = await call('PATCH', `/accounts/${foreign}`, { name: 'Mine now' });
    expect(res.status).toBe(403);
    expect(res.json.type).toBe('AccessForbiddenException');
    expect((await call('GET', `/accounts/${foreign}`)).status).toBe(403);
  });
});
