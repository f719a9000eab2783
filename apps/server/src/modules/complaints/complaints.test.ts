import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, auditLog } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient, type Client } from '../../testing/accounts.testkit';

// Advertisers' complaints (docs/complaints.md; docs/requirements.md §5.13, §1 "answered within 30 days").
const NOW = new Date('2026-11-26T12:00:00Z');
const VALID = {
  subjectType: 'CAMPAIGN',
  subjectDate: '2026-11-20',
  subjectReference: 'c0ffee00-0000-4000-8000-000000000001',
  demand: 'Refund the clicks charged twice on 20 November.',
  contactName: 'Ann Nowak',
  contactEmail: 'ann@brand.test',
  contactPhone: '+48 600 100 200',
};

let server: TestServer;
let ann: Client;
let bob: Client;
let staff: Client;
let account: string;
let bobAccount: string;

beforeAll(async () => {
  // Each filing a minute later, so newest first is a fixed order.
  let tick = 0;
  server = await startTestServer({ now: () => new Date(NOW.getTime() + 60_000 * tick++) });
  const db = server.ctx.db;
  const a = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
  const b = await createUser(db, { email: 'bob@other.test', password: 'secret-pass-2', name: 'Bob' });
  const s = await createUser(db, { email: 'ops@retailer.test', password: 'secret-pass-3', roles: ['marops'] });
  account = await createAccount(db, { name: 'Ann Brand', type: 'BRAND', memberIds: [a.id] });
  bobAccount = await createAccount(db, { name: 'Bob Brand', type: 'BRAND', memberIds: [b.id] });
  const [annToken, bobToken, staffToken] = [
    await server.login(a.email, a.password),
    await server.login(b.email, b.password),
    await server.login(s.email, s.password),
  ];
  ann = apiClient(server, () => annToken);
  bob = apiClient(server, () => bobToken);
  staff = apiClient(server, () => staffToken);
});
afterAll(() => server?.close());

describe('POST /api/accounts/{accountId}/complaints', () => {
  it('files a complaint: OPEN, due 30 Warsaw days after filing, with Location and ETag, audited', async () => {
    const res = await ann('POST', `/accounts/${account}/complaints`, VALID);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      accountId: account,
      accountName: 'Ann Brand',
      ...VALID,
      status: 'OPEN',
      assigneeName: null,
      answer: null,
      answeredAt: null,
      closedAt: null,
      filedAt: expect.stringMatching(/^2026-11-26T12:/),
      dueDate: '2026-12-26',
      overdue: false,
      version: 1,
    });
    expect(res.headers.get('etag')).toBe('"1"');
    expect(res.headers.get('location')).toBe(`/api/accounts/${account}/complaints/${res.json.id}`);
    await server.app.audit.flush();
    const [row] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.method, 'POST'), eq(auditLog.url, `/api/accounts/${account}/complaints`)));
    expect(row).toMatchObject({ accountId: account, status: 201, actingAsStaff: false });
    expect(row!.changes).toEqual(expect.arrayContaining([{ field: 'status', before: null, after: 'OPEN' }]));
  });

  it('keeps the reference and the phone optional', async () => {
    const res = await ann('POST', `/accounts/${account}/complaints`, {
      ...VALID,
      subjectType: 'INVOICE',
      subjectReference: '',
      contactPhone: null,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ subjectType: 'INVOICE', subjectReference: null, contactPhone: null });
  });

  it.each([
    ['subjectType', undefined, 'SUBJECT_TYPE', 'Choose what the complaint is about (the subject type).'],
    ['subjectType', 'REFUND', 'SUBJECT_TYPE', 'Choose what the complaint is about (the subject type).'],
    ['subjectDate', undefined, 'SUBJECT_DATE', 'Give the date of the event the complaint is about.'],
    ['subjectDate', '20.11.2026', 'SUBJECT_DATE', 'Give the date of the event the complaint is about.'],
    ['subjectDate', '2026-11-27', 'SUBJECT_DATE', 'The date of the event cannot be in the future.'],
    ['subjectReference', 'x'.repeat(101), 'SUBJECT_REFERENCE', 'The reference can have at most 100 characters.'],
    ['demand', '  ', 'DEMAND', 'Describe your demand: what you ask us to do.'],
    ['demand', 'x'.repeat(5001), 'DEMAND', 'The demand can have at most 5000 characters.'],
    ['contactName', undefined, 'CONTACT_NAME', 'Give the name of the contact person.'],
    ['contactEmail', '', 'CONTACT_EMAIL', 'Give a contact e-mail address.'],
    ['contactEmail', 'ann@brand', 'CONTACT_EMAIL', 'The contact e-mail address is not valid.'],
    ['contactPhone', 'call me', 'CONTACT_PHONE', 'The phone number is not valid.'],
  ])('%s = %j answers 400 ValidationException, field %s', async (key, value, field, detail) => {
    const body: Record<string, unknown> = { ...VALID };
    if (value === undefined) delete body[key];
    else body[key] = value;
    const res = await ann('POST', `/accounts/${account}/complaints`, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ type: 'ValidationException', status: 400, field, detail });
  });

  it("refuses another account's member (403 AccessForbiddenException) and a read-only (TERMINATED) account's member (403 OperationNotAllowedForAccountException)", async () => {
    expect((await bob('POST', `/accounts/${account}/complaints`, VALID)).json).toMatchObject({
      status: 403,
      type: 'AccessForbiddenException',
    });
    await server.ctx.db.update(accounts).set({ status: 'TERMINATED' }).where(eq(accounts.id, bobAccount));
    try {
      const res = await bob('POST', `/accounts/${bobAccount}/complaints`, VALID);
      expect(res.json).toMatchObject({ status: 403, type: 'OperationNotAllowedForAccountException' });
      expect((await bob('GET', `/accounts/${bobAccount}/complaints`)).status).toBe(200);
    } finally {
      await server.ctx.db.update(accounts).set({ status: 'ACTIVE' }).where(eq(accounts.id, bobAccount));
    }
  });
});

describe('GET /api/accounts/{accountId}/complaints[/{id}]', () => {
  it("lists the account's complaints newest first, paged", async () => {
    const res = await ann('GET', `/accounts/${account}/complaints?size=1`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ page: 0, size: 1, totalElements: 2, totalPages: 2 });
    expect(res.json.content[0]).toMatchObject({ subjectType: 'INVOICE' });
  });

  it("answers 403 to another account's member and 404 for another account's complaint id", async () => {
    const mine = (await ann('GET', `/accounts/${account}/complaints`)).json.content[0].id;
    expect((await ann('GET', `/accounts/${account}/complaints/${mine}`)).status).toBe(200);
    expect((await bob('GET', `/accounts/${account}/complaints`)).json).toMatchObject({ status: 403, type: 'AccessForbiddenException' });
    expect((await bob('GET', `/accounts/${account}/complaints/${mine}`)).status).toBe(403);
    // Bob's own account does not have Ann's complaint.
    expect((await bob('GET', `/accounts/${bobAccount}/complaints/${mine}`)).json).toMatchObject({
      status: 404,
      type: 'ResourceNotFoundException',
    });
  });

  it('lets staff act on the account: read in read mode (audited), file only in edit mode', async () => {
    const read = await staff('GET', `/accounts/${bobAccount}/complaints`, undefined, { 'acting-as-staff': 'read' });
    expect(read.status).toBe(200);
    expect((await staff('POST', `/accounts/${bobAccount}/complaints`, VALID, { 'acting-as-staff': 'read' })).status).toBe(403);
    const filed = await staff('POST', `/accounts/${bobAccount}/complaints`, VALID, { 'acting-as-staff': 'edit' });
    expect(filed.status).toBe(201);
    await server.app.audit.flush();
    const rows = (
      await server.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.url, `/api/accounts/${bobAccount}/complaints`))
    ).filter((r) => r.actorEmail === 'ops@retailer.test');
    expect(rows.map((r) => [r.method, r.status, r.actingAsStaff, r.accountId])).toEqual([
      ['GET', 200, true, bobAccount],
      ['POST', 403, true, bobAccount],
      ['POST', 201, true, bobAccount],
    ]);
  });

  it('answers 404, not 500, to staff filing for an account id that does not exist', async () => {
    const res = await staff('POST', '/accounts/6f1c2a4e-1111-4aaa-8bbb-000000000000/complaints', VALID, { 'acting-as-staff': 'edit' });
    expect(res.json).toMatchObject({ status: 404, type: 'ResourceNotFoundException' });
  });
});
