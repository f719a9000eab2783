import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys, auditLog } from '@ads/db';
import { buildApp } from '../../app';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient, type Client } from '../../testing/accounts.testkit';

/** Calls with an API key, as a script would: the key in `X-Api-Key` or `Authorization: Bearer`. */
function keyClient(server: TestServer, key: string, how: 'x-api-key' | 'bearer' = 'x-api-key') {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(how === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
    const json: any = text ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, json };
  };
}

const LIST = '/campaign-views/active-list?page=0&size=10&sort=name,ASC';
const DRAFT = { name: 'Made with a key' };

/** Advertiser API keys (docs/api-keys.md) on PostgreSQL, through the real server. */
describe('API keys (docs/api-keys.md)', () => {
  let server: TestServer;
  let account: string;
  let other: string;
  let ann: { id: string; email: string };
  let asAnn: Client;
  let asBob: Client;
  let asCarol: Client;

  beforeAll(async () => {
    server = await startTestServer({ env: { API_KEY_RATE_LIMIT: '5', API_KEY_RATE_WINDOW_MS: '60000' } });
    const db = server.ctx.db;
    ann = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
    const bob = await createUser(db, { email: 'bob@brand.test', password: 'secret-pass-2', name: 'Bob' });
    const carol = await createUser(db, { email: 'carol@other.test', password: 'secret-pass-3', name: 'Carol' });
    account = await createAccount(db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id, bob.id] });
    other = await createAccount(db, { name: 'Carol Brand', type: 'BRAND', memberIds: [carol.id] });
    const [annToken, bobToken, carolToken] = [
      await server.login(ann.email, 'secret-pass-1'),
      await server.login(bob.email, 'secret-pass-2'),
      await server.login(carol.email, 'secret-pass-3'),
    ];
    asAnn = apiClient(server, () => annToken);
    asBob = apiClient(server, () => bobToken);
    asCarol = apiClient(server, () => carolToken);
    // Bob is a campaign manager: not an admin.
    expect((await asAnn('PUT', `/accounts/${account}/users/${bob.id}/role`, { role: 'CAMPAIGN_MANAGER' })).status).toBe(200);
  });
  afterAll(async () => server?.close());

  const create = async (name: string, role: string, client: Client = asAnn, id = account) =>
    client('POST', `/accounts/${id}/api-keys`, { name, role });

  it('an admin creates a key: the key is in the answer once, only its SHA-256 is stored', async () => {
    const res = await create('  CI script ', 'CAMPAIGN_MANAGER');
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.key).toMatch(/^adsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(res.json.apiKey).toMatchObject({
      name: 'CI script',
      role: 'CAMPAIGN_MANAGER',
      status: 'ACTIVE',
      createdBy: 'ann@brand.test',
      lastUsedAt: null,
    });
    expect(res.json.key.startsWith(res.json.apiKey.prefix + '_')).toBe(true);
    const [row] = await server.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, res.json.apiKey.id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(res.json.key.slice(22));
    const list = await asAnn('GET', `/accounts/${account}/api-keys`);
    expect(list.status).toBe(200);
    expect(list.json.map((k: { name: string }) => k.name)).toEqual(['CI script']);
    expect(JSON.stringify(list.json)).not.toContain(res.json.key);
  });

  it('refuses a bad name or role: 400 NAME / ROLE', async () => {
    expect((await create('', 'ADMIN')).json).toMatchObject({ status: 400, type: 'ValidationException', field: 'NAME' });
    expect((await create('x'.repeat(101), 'ADMIN')).json).toMatchObject({ status: 400, field: 'NAME' });
    expect((await create('ok', 'OWNER')).json).toMatchObject({ status: 400, field: 'ROLE' });
  });

  it('a non-admin member cannot list, create nor revoke keys (403); nor can a member of another account', async () => {
    const made = await create('for revoke test', 'READ_ONLY');
    for (const client of [asBob, asCarol]) {
      expect((await client('GET', `/accounts/${account}/api-keys`)).status).toBe(403);
      expect((await create('mine', 'ADMIN', client)).status).toBe(403);
      expect((await client('DELETE', `/accounts/${account}/api-keys/${made.json.apiKey.id}`)).status).toBe(403);
    }
    expect(
      (await asAnn('GET', `/accounts/${account}/api-keys`)).json.find((k: { id: string }) => k.id === made.json.apiKey.id).status,
    ).toBe('ACTIVE');
  });

  it('a key acts in its account with its role, by X-Api-Key or Bearer; a read-only key cannot write (403)', async () => {
    const manager = keyClient(server, (await create('manager', 'CAMPAIGN_MANAGER')).json.key, 'bearer');
    const listed = await manager('GET', LIST);
    expect(listed.status).toBe(200);
    expect(listed.json.totalElements ?? listed.json.total ?? listed.json.content.length).toBe(0);
    const drafted = await manager('POST', '/campaign-drafts', DRAFT);
    expect(drafted.status).toBe(201);

    const reader = keyClient(server, (await create('reader', 'READ_ONLY')).json.key);
    expect((await reader('GET', LIST, undefined, { 'account-id': account })).status).toBe(200);
    const write = await reader('POST', '/campaign-drafts', DRAFT);
    expect(write.status).toBe(403);
    expect(write.json).toMatchObject({
      type: 'AccessForbiddenException',
      detail: 'Your role in this account (read-only) does not allow this operation.',
    });
  });

  it('a key cannot reach another account (403), nor manage keys (403)', async () => {
    const admin = keyClient(server, (await create('admin key', 'ADMIN')).json.key);
    const foreign = await admin('GET', LIST, undefined, { 'account-id': other });
    expect(foreign.status).toBe(403);
    expect(foreign.json.type).toBe('AccessForbiddenException');
    const carolKey = keyClient(server, (await create('carol key', 'ADMIN', asCarol, other)).json.key);
    expect((await carolKey('GET', LIST, undefined, { 'account-id': account })).status).toBe(403);
    expect((await carolKey('POST', '/campaign-drafts', DRAFT, { 'account-id': account })).status).toBe(403);
    expect((await admin('GET', `/accounts/${account}/api-keys`)).status).toBe(403);
    expect((await admin('POST', `/accounts/${account}/api-keys`, { name: 'x', role: 'ADMIN' })).status).toBe(403);
  });

  it('an unknown, malformed or tampered key is 401 problem details', async () => {
    const real: string = (await create('tamper', 'ADMIN')).json.key;
    const tampered = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A');
    for (const key of ['adsk_nope', tampered, 'adsk_0123456789abcdef_' + 'A'.repeat(43)]) {
      const res = await keyClient(server, key)('GET', LIST);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.json).toMatchObject({ type: 'UnauthorizedException', detail: 'The API key is invalid or revoked.' });
    }
  });

  it('a revoked key answers 401 on the next call, well within 1 s', async () => {
    const made = await create('to revoke', 'ADMIN');
    const call = keyClient(server, made.json.key);
    expect((await call('GET', LIST)).status).toBe(200);
    const revoked = await asAnn('DELETE', `/accounts/${account}/api-keys/${made.json.apiKey.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ status: 'REVOKED' });
    const started = performance.now();
    expect((await call('GET', LIST)).status).toBe(401);
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await asAnn('DELETE', `/accounts/${account}/api-keys/${made.json.apiKey.id}`)).status).toBe(200);
    expect((await asAnn('DELETE', `/accounts/${account}/api-keys/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('a key revoked in one process is refused by another process on the same database at its next request', async () => {
    // A second server built on the same database: its own memory (no shared cache), as a worker process has.
    const other = await buildApp(server.ctx, { logger: false });
    try {
      const made = await create('two processes', 'READ_ONLY');
      const inOther = () => other.inject({ method: 'GET', url: `/api${LIST}`, headers: { 'x-api-key': made.json.key } });
      expect((await inOther()).statusCode).toBe(200);
      expect((await asAnn('DELETE', `/accounts/${account}/api-keys/${made.json.apiKey.id}`)).status).toBe(200);
      const started = performance.now();
      expect((await inOther()).statusCode).toBe(401);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      await other.close();
    }
  });

  it('every call with a key is audited as that key (reads too), and its last use is shown', async () => {
    const made = await create('audited', 'CAMPAIGN_MANAGER');
    const call = keyClient(server, made.json.key);
    expect((await call('GET', LIST)).status).toBe(200);
    expect((await call('POST', '/campaign-drafts', { name: 'Audited draft' })).status).toBe(201);
    await server.app.audit.flush();
    const rows = await server.ctx.db.select().from(auditLog).where(eq(auditLog.userId, made.json.apiKey.id));
    expect(rows.map((r) => [r.method, r.status, r.accountId, r.actorEmail])).toEqual([
      ['GET', 200, account, `api-key:${made.json.apiKey.prefix} audited`],
      ['POST', 201, account, `api-key:${made.json.apiKey.prefix} audited`],
    ]);
    const listed = await asAnn('GET', `/accounts/${account}/api-keys`);
    const lastUsed = listed.json.find((k: { id: string }) => k.id === made.json.apiKey.id).lastUsedAt;
    expect(lastUsed).not.toBeNull();
    expect(Date.now() - Date.parse(lastUsed)).toBeLessThan(60_000);
  });

  it('past its limit a key gets 429 with Retry-After and RateLimit headers; other keys and people are not counted', async () => {
    const call = keyClient(server, (await create('busy', 'READ_ONLY')).json.key);
    const first = await call('GET', LIST);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('5');
    expect(first.headers.get('ratelimit-remaining')).toBe('4');
    for (let i = 0; i < 4; i++) expect((await call('GET', LIST)).status).toBe(200);
    const refused = await call('GET', LIST);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.json).toMatchObject({ type: 'TooManyRequestsException', status: 429 });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const fresh = keyClient(server, (await create('quiet', 'READ_ONLY')).json.key);
    expect((await fresh('GET', LIST)).status).toBe(200);
    const byPerson = await asAnn('GET', `${LIST}`, undefined, { 'account-id': account });
    expect(byPerson.status).toBe(200);
    expect(byPerson.headers.get('ratelimit-limit')).toBeNull();
  });
});
