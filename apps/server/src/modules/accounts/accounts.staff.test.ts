import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { startSmtpOutbox, decodedBody, eventually, type ReceivedMail, type SmtpOutbox } from '../../testing/mail.testkit';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { brandAccount, staffFixture, type Client } from '../../testing/accounts.testkit';

describe('staff accounts API /api/marops/accounts', () => {
  let server: TestServer;
  let smtp: SmtpOutbox;
  const received: ReceivedMail[] = [];
  let staff: Client;
  let advertiser: Client;
  let storeId: string;
  let annAccount: string;
  let nikeId: string;

  beforeAll(async () => {
    smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    ({ staff, advertiser, storeId, annAccount } = await staffFixture(server));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('opens a BRAND account and e-mails its first member a 7-day invitation link', async () => {
    const res = await staff('POST', '/marops/accounts', brandAccount());
    expect(res.status).toBe(201);
    nikeId = res.json.id;
    expect(res.headers.get('etag')).toBe('"1"');
    expect(res.json).toMatchObject({
      name: 'Nike Poland',
      type: 'BRAND',
      brandCodes: ['nike'],
      storeId: null,
      channels: ['MAIN', 'EOBUWIE'],
      markets: ['PL'],
      taxId: '5260001246',
      status: 'ACTIVE',
      statusReason: null,
      people: [{ email: 'owner@nike.test', status: 'INVITED', expiresAt: expect.any(String) }],
      version: 1,
    });
    const days = (Date.parse(res.json.people[0].expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const mail = received.find((m) => m.to[0] === 'owner@nike.test');
    expect(mail).toBeDefined();
    expect(decodedBody(mail!)).toMatch(new RegExp(`${server.baseUrl}/invitations/[A-Za-z0-9_-]{43}`));
  });

  it('opens a MERCHANT account with its store', async () => {
    const res = await staff('POST', '/marops/accounts', {
      name: 'Shoe Shop',
      type: 'MERCHANT',
      storeId,
      channels: ['EOBUWIE'],
      markets: ['PL'],
      email: 'shop@shoe.test',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: 'MERCHANT', storeId, brandCodes: [], taxId: null });
  });

  it('refuses a taken name (any letter case) with 409 AccountNameTakenException', async () => {
    const res = await staff('POST', '/marops/accounts', brandAccount({ name: 'nike POLAND', email: 'x@y.test' }));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ type: 'AccountNameTakenException', field: 'name' });
  });

  it.each([
    [{ taxId: '5260001247' }, 'taxId'],
    [{ taxId: 'US123456789' }, 'taxId'],
    [{ email: 'not-an-email' }, 'email'],
    [{ brandCodes: ['no-such-brand'] }, 'brandCodes'],
    [{ brandCodes: [] }, 'brandCodes'],
    [{ type: 'MERCHANT', storeId: '00000000-0000-4000-8000-000000000000' }, 'storeId'],
    [{ channels: ['SOMEWHERE'] }, 'channels'],
    [{ name: '   ' }, 'name'],
  ])('refuses %o with 400 ValidationException, field %s', async (over, field) => {
    const res = await staff('POST', '/marops/accounts', brandAccount({ name: `Bad ${field} ${Math.random()}`, ...over }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ type: 'ValidationException', field });
  });

  it('reads one account with its version as ETag and edits it with If-Match; a stale or malformed one answers 412', async () => {
    const got = await staff('GET', `/marops/accounts/${nikeId}`);
    expect(got.status).toBe(200);
    const etag = got.headers.get('etag')!;
    const { name, type, brandCodes, channels, markets } = got.json;
    const body = { name, type, brandCodes, channels, markets, taxId: 'PL 123-456-32-18' };
    const put = await staff('PUT', `/marops/accounts/${nikeId}`, body, { 'if-match': etag });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ taxId: 'PL1234563218', version: 2, people: [{ email: 'owner@nike.test' }] });
    expect(put.headers.get('etag')).toBe('"2"');
    for (const ifMatch of [etag, 'garbage']) {
      const stale = await staff('PUT', `/marops/accounts/${nikeId}`, { ...body, name: 'Nike PL' }, { 'if-match': ifMatch });
      expect(stale.status).toBe(412);
      expect(stale.json.type).toBe('ResourceOptimisticLockException');
    }
    const taken = await staff('PUT', `/marops/accounts/${nikeId}`, { ...body, name: 'ann brand' }, { 'if-match': '"2"' });
    expect(taken.status).toBe(409);
    // The audit log keeps what the edit changed (before/after of the changed fields only).
    const changes = await eventually(async () => {
      const [row] = await queryRows<{ changes: unknown }>(
        server.ctx.db,
        sql`select changes from audit_log where method = 'PUT' and url = ${`/api/marops/accounts/${nikeId}`} and status = 200`,
      );
      return row?.changes ?? undefined;
    });
    expect(changes).toEqual([{ field: 'taxId', before: '5260001246', after: 'PL1234563218' }]);
    // Staff actions on an account are found by that account, though no account-id header was sent.
    const accounts = await eventually(async () => {
      const rows = await queryRows<{ accountId: string | null }>(
        server.ctx.db,
        sql`select account_id as "accountId" from audit_log where method = 'PUT' and url = ${`/api/marops/accounts/${nikeId}`}`,
      );
      return rows.length >= 3 ? rows : undefined;
    });
    expect(accounts.every((r) => r.accountId === nikeId)).toBe(true);
  });

  it('lists every account, searchable by name, member e-mail and tax id, filtered and sorted', async () => {
    const all = await staff('GET', '/marops/accounts?sort=name,ASC');
    expect(all.status).toBe(200);
    expect(all.json.content.map((a: { name: string }) => a.name)).toEqual(['Ann Brand', 'Nike Poland', 'Shoe Shop']);
    expect(all.json.content[0]).toMatchObject({ type: 'BRAND', status: 'ACTIVE', spendMtd: 0, runningCampaigns: 0, memberCount: 1 });
    const names = async (q: string) => (await staff('GET', `/marops/accounts?${q}`)).json.content.map((a: { name: string }) => a.name);
    expect(await names('search=ann%40brand')).toEqual(['Ann Brand']);
    expect(await names('search=owner%40nike')).toEqual(['Nike Poland']);
    expect(await names('search=123-456-32')).toEqual(['Nike Poland']);
    expect(await names('type=MERCHANT')).toEqual(['Shoe Shop']);
    expect(await names('status=SUSPENDED')).toEqual([]);
    expect(await names('sort=name,DESC&size=2')).toEqual(['Shoe Shop', 'Nike Poland']);
    expect((await staff('GET', '/marops/accounts?sort=bogus')).status).toBe(400);
  });

  it('resends an invitation: a new link, the old one stops working; unknown and accepted addresses are refused', async () => {
    const first = received.filter((m) => m.to[0] === 'owner@nike.test').at(-1)!;
    const oldLink = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(decodedBody(first))![1]!;
    const res = await staff('POST', '/marops/accounts/resend-user-invitation', { email: 'OWNER@nike.test' });
    expect(res.status).toBe(200);
    expect(res.json.invitations).toEqual([{ accountId: nikeId, accountName: 'Nike Poland', expiresAt: expect.any(String) }]);
    const again = received.filter((m) => m.to[0] === 'owner@nike.test');
    expect(again).toHaveLength(2);
    expect((await fetch(`${server.baseUrl}/invitations/${oldLink}`)).status).toBe(404);
    const unknown = await staff('POST', '/marops/accounts/resend-user-invitation', { email: 'nobody@nowhere.test' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ type: 'ResourceNotFoundException', field: 'email' });
    await server.ctx.db.execute(sql`update invitations set accepted_at = now() where email = 'shop@shoe.test'`);
    const accepted = await staff('POST', '/marops/accounts/resend-user-invitation', { email: 'shop@shoe.test' });
    expect(accepted.status).toBe(403);
    expect(accepted.json).toMatchObject({ type: 'OperationNotAllowedForAccountException', field: 'email' });
  });

  it('answers 403 AccessForbiddenException to an advertiser on every staff path, before validation', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/marops/accounts'],
      ['GET', '/marops/accounts?size=oops'],
      ['POST', '/marops/accounts', brandAccount({ name: 'Sneaky' })],
      ['GET', `/marops/accounts/${annAccount}`],
      ['PUT', `/marops/accounts/${annAccount}`, {}],
      ['POST', '/marops/accounts/resend-user-invitation', { email: 'owner@nike.test' }],
      ['POST', `/marops/accounts/${annAccount}/suspend`, { reason: 'x' }],
      ['POST', `/marops/accounts/${annAccount}/resume`, {}],
      ['POST', `/marops/accounts/${annAccount}/terminate`, { reason: 'x' }],
      ['POST', `/marops/accounts/${annAccount}/ban`, { reason: 'x' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await advertiser(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.type).toBe('AccessForbiddenException');
    }
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await staff('GET', '/marops/accounts/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.json.type).toBe('ResourceNotFoundException');
  });
});
