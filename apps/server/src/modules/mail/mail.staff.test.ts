import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';
import { startSmtpOutbox, decodedBody, type ReceivedMail, type SmtpOutbox } from '../../testing/mail.testkit';

describe('staff routes /api/marops/* (docs/requirements.md §6): role marops required; GET /api/marops/mail-outbox', () => {
  let server: TestServer;
  let smtp: SmtpOutbox;
  const received: ReceivedMail[] = [];
  let staff: ReturnType<typeof apiClient>;
  let advertiser: ReturnType<typeof apiClient>;
  let account: string;

  beforeAll(async () => {
    smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
    const marek = await createUser(server.ctx.db, { email: 'marek@staff.test', password: 'secret-pass-2', roles: ['marops'] });
    account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    const annToken = await server.login(ann.email, ann.password);
    const staffToken = await server.login(marek.email, marek.password);
    advertiser = apiClient(server, () => annToken);
    staff = apiClient(server, () => staffToken);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('shows staff the invitation e-mails sent, newest first, paged', async () => {
    await advertiser('POST', `/accounts/${account}/users`, { email: 'carol@shop.test' });
    await advertiser('POST', `/accounts/${account}/users`, { email: 'dave@shop.test' });
    const res = await staff('GET', '/marops/mail-outbox?page=0&size=1');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ page: 0, size: 1, totalElements: 2, totalPages: 2 });
    expect(res.json.content).toEqual([
      {
        id: expect.any(String),
        to: 'dave@shop.test',
        subject: 'Invitation to the ad account Ann Brand on Ads Portal',
        text: expect.stringContaining(`${server.baseUrl}/invitations/[redacted]`),
        html: expect.stringContaining('Accept the invitation'),
        status: 'SENT',
        error: null,
        messageId: expect.stringMatching(/^<.+>$/),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(received.map((m) => m.to[0])).toEqual(['carol@shop.test', 'dave@shop.test']);
    // With a real relay (SMTP_URL) the link token reaches only the mailbox, never the database.
    expect(decodedBody(received[1]!)).toMatch(new RegExp(`${server.baseUrl}/invitations/[A-Za-z0-9_-]{43}`));
  });

  it('answers 403 AccessForbiddenException to a non-marops user, before validating the query', async () => {
    for (const path of ['/marops/mail-outbox', '/marops/mail-outbox?size=oops', '/marops/anything-else']) {
      const res = await advertiser('GET', path);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ type: 'AccessForbiddenException', status: 403 });
    }
  });

  it('answers 404 ResourceNotFoundException to staff for an unknown /marops path', async () => {
    const res = await staff('POST', '/marops/anything-else', {});
    expect(res.status).toBe(404);
    expect(res.json.type).toBe('ResourceNotFoundException');
  });

  it('answers 401 without a token and 400 ValidationException to staff for a bad page size', async () => {
    expect((await fetch(`${server.baseUrl}/api/marops/mail-outbox`)).status).toBe(401);
    const res = await staff('GET', '/marops/mail-outbox?size=0');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ type: 'ValidationException', field: 'size' });
  });
});
