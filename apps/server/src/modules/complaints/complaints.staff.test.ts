import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, complaints } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient, type Client } from '../../testing/accounts.testkit';
import { decodedBody, eventually, startSmtpOutbox, type ReceivedMail, type SmtpOutbox } from '../../testing/mail.testkit';

// The staff complaint queue (docs/complaints.md "Staff"): assign, answer (e-mailed), close; overdue first.
const VALID = {
  subjectType: 'INVOICE',
  subjectDate: '2026-10-31',
  subjectReference: 'FV/2026/10/0001',
  demand: 'Correct the invoice: it charges clicks of a paused campaign.',
  contactName: 'Ann Nowak',
  contactEmail: 'complaints@brand.test',
};

let server: TestServer;
let smtp: SmtpOutbox;
const received: ReceivedMail[] = [];
/** The server's clock; tests move it. */
let clock = new Date('2026-11-01T10:00:00Z');
let ann: Client;
let staff: Client;
let account: string;

beforeAll(async () => {
  smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
  server = await startTestServer({ env: { SMTP_URL: smtp.url }, now: () => clock });
  const a = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
  await createUser(server.ctx.db, { email: 'marek@staff.test', password: 'secret-pass-2', name: 'Marek', roles: ['marops'] });
  account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [a.id] });
  const annToken = await server.login('ann@brand.test', 'secret-pass-1');
  const staffToken = await server.login('marek@staff.test', 'secret-pass-2');
  ann = apiClient(server, () => annToken);
  staff = apiClient(server, () => staffToken);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const file = async (at: string, over: Record<string, unknown> = {}) => {
  clock = new Date(at);
  const res = await ann('POST', `/accounts/${account}/complaints`, { ...VALID, ...over });
  expect(res.status).toBe(201);
  return res.json as { id: string; dueDate: string };
};
const auditOf = async (id: string) => {
  await server.app.audit.flush();
  return server.ctx.db
    .select()
    .from(auditLog)
    .where(and(like(auditLog.url, `/api/marops/complaints/${id}/%`)))
    .orderBy(auditLog.at);
};

describe('staff flow: assign → answer (e-mail) → close', () => {
  let id: string;

  it('takes an OPEN complaint: IN_PROGRESS, assigned to the caller, If-Match checked, audited with the account', async () => {
    id = (await file('2026-11-01T10:00:00Z')).id;
    const got = await staff('GET', `/marops/complaints/${id}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('etag')).toBe('"1"');
    expect((await staff('POST', `/marops/complaints/${id}/assign`, undefined, { 'if-match': '"7"' })).json).toMatchObject({
      status: 412,
      type: 'ResourceOptimisticLockException',
    });
    const res = await staff('POST', `/marops/complaints/${id}/assign`, undefined, { 'if-match': '"1"' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'IN_PROGRESS', assigneeName: 'Marek', version: 2 });
    expect(res.headers.get('etag')).toBe('"2"');
    const rows = await auditOf(id);
    expect(rows.map((r) => [r.method, r.status, r.accountId])).toEqual([
      ['POST', 412, null],
      ['POST', 200, account],
    ]);
    expect(rows[1]!.changes).toEqual(expect.arrayContaining([{ field: 'status', before: 'OPEN', after: 'IN_PROGRESS' }]));
  });

  it('refuses closing before an answer (409 ComplaintStateException) and an empty answer (400 field ANSWER)', async () => {
    expect((await staff('POST', `/marops/complaints/${id}/close`, undefined, { 'if-match': '"2"' })).json).toMatchObject({
      status: 409,
      type: 'ComplaintStateException',
    });
    expect((await staff('POST', `/marops/complaints/${id}/answer`, { answer: '  ' }, { 'if-match': '"2"' })).json).toMatchObject({
      status: 400,
      type: 'ValidationException',
      field: 'ANSWER',
      detail: 'Write the answer to the complaint.',
    });
  });

  it("answers: ANSWERED, the answer e-mailed to the complaint's contact and kept in the mail outbox; the advertiser sees it", async () => {
    clock = new Date('2026-11-05T09:00:00Z');
    const res = await staff(
      'POST',
      `/marops/complaints/${id}/answer`,
      { answer: 'We credited 12.40 PLN to your account.' },
      { 'if-match': '"2"' },
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'ANSWERED',
      answer: 'We credited 12.40 PLN to your account.',
      answeredAt: '2026-11-05T09:00:00.000Z',
      version: 3,
    });
    const mail = await eventually(() => received.find((m) => m.to.includes('complaints@brand.test')));
    expect(decodedBody(mail)).toContain('We credited 12.40 PLN to your account.');
    const outbox = await staff('GET', '/marops/mail-outbox?size=5');
    expect(outbox.json.content[0]).toMatchObject({
      to: 'complaints@brand.test',
      subject: 'Answer to your complaint of 2026-10-31 (Ann Brand)',
      status: 'SENT',
      text: expect.stringContaining('We credited 12.40 PLN to your account.'),
    });
    const mine = await ann('GET', `/accounts/${account}/complaints/${id}`);
    expect(mine.json).toMatchObject({ status: 'ANSWERED', answer: 'We credited 12.40 PLN to your account.' });
  });

  it('closes an answered complaint; a second close is 409; every step is in the audit log', async () => {
    const res = await staff('POST', `/marops/complaints/${id}/close`, undefined, { 'if-match': '"3"' });
    expect(res.json).toMatchObject({ status: 'CLOSED', closedAt: '2026-11-05T09:00:00.000Z', version: 4 });
    expect((await staff('POST', `/marops/complaints/${id}/close`)).status).toBe(409);
    const rows = await auditOf(id);
    expect(rows.filter((r) => r.status === 200).map((r) => r.url.split('/').at(-1))).toEqual(['assign', 'answer', 'close']);
    expect(rows.every((r) => r.actorEmail === 'marek@staff.test')).toBe(true);
  });

  it('is staff only: an advertiser gets 403, an unknown id 404', async () => {
    expect((await ann('GET', '/marops/complaints')).json).toMatchObject({ status: 403, type: 'AccessForbiddenException' });
    expect((await ann('POST', `/marops/complaints/${id}/assign`)).status).toBe(403);
    expect((await staff('GET', '/marops/complaints/6f1c2a4e-1111-4aaa-8bbb-000000000000')).status).toBe(404);
  });
});

describe('the queue: overdue first, then by due date (moved clock)', () => {
  it('puts complaints past their due day first, and filters by status', async () => {
    await server.ctx.db.delete(complaints);
    const late = await file('2026-11-02T10:00:00Z'); // due 2 Dec
    const soon = await file('2026-11-20T10:00:00Z'); // due 20 Dec
    const later = await file('2026-11-25T10:00:00Z'); // due 25 Dec
    // An answered complaint is never overdue, however old.
    const answered = await file('2026-11-01T10:00:00Z');
    expect(late.dueDate).toBe('2026-12-02');
    await server.ctx.db.update(complaints).set({ status: 'ANSWERED', answer: 'Done.' }).where(eq(complaints.id, answered.id));

    clock = new Date('2026-12-01T12:00:00Z');
    let res = await staff('GET', '/marops/complaints');
    expect(res.json.content.map((c: { id: string }) => c.id)).toEqual([answered.id, late.id, soon.id, later.id]);
    expect(res.json.content.some((c: { overdue: boolean }) => c.overdue)).toBe(false);

    // 00:30 in Warsaw on 3 Dec: the complaint due on 2 Dec is overdue, and comes before the earlier-due answered one.
    clock = new Date('2026-12-02T23:30:00Z');
    res = await staff('GET', '/marops/complaints');
    expect(res.json.content.map((c: { id: string; overdue: boolean }) => [c.id, c.overdue])).toEqual([
      [late.id, true],
      [answered.id, false],
      [soon.id, false],
      [later.id, false],
    ]);

    clock = new Date('2026-12-21T12:00:00Z');
    res = await staff('GET', '/marops/complaints?status=OPEN&size=1&page=1');
    expect(res.json).toMatchObject({ totalElements: 3, totalPages: 3, size: 1, page: 1 });
    expect(res.json.content).toEqual([expect.objectContaining({ id: soon.id, overdue: true })]);
    res = await staff('GET', '/marops/complaints?status=OPEN&size=1&page=2');
    expect(res.json.content).toEqual([expect.objectContaining({ id: later.id, overdue: false })]);
    expect((await staff('GET', '/marops/complaints?status=LOST')).status).toBe(400);
  });
});
