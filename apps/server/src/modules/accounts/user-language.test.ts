import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';
import { startSmtpOutbox, decodedBody, eventually, header, type ReceivedMail, type SmtpOutbox } from '../../testing/mail.testkit';

describe('PUT /api/account-views/user/language: the language of the web app and e-mails (docs/conventions.md "The web app")', () => {
  let server: TestServer;
  let smtp: SmtpOutbox;
  const received: ReceivedMail[] = [];
  let ann: { id: string; email: string; password: string };
  let bob: { id: string; email: string; password: string };
  let annCall: ReturnType<typeof apiClient>;
  let bobCall: ReturnType<typeof apiClient>;
  let account: string;

  beforeAll(async () => {
    smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
    bob = await createUser(server.ctx.db, { email: 'bob@brand.test', password: 'secret-pass-2', name: 'Bob' });
    account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    const annToken = await server.login(ann.email, ann.password);
    const bobToken = await server.login(bob.email, bob.password);
    annCall = apiClient(server, () => annToken);
    bobCall = apiClient(server, () => bobToken);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('is null in the user info until the user chooses', async () => {
    const res = await annCall('GET', '/account-views/user/info');
    expect(res.status).toBe(200);
    expect(res.json.language).toBeNull();
  });

  it('stores the choice; the user info of a new session (another device) carries it', async () => {
    const res = await annCall('PUT', '/account-views/user/language', { language: 'pl' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ language: 'pl' });
    const otherDevice = apiClient(server, () => token);
    const token = await server.login(ann.email, ann.password);
    expect((await otherDevice('GET', '/account-views/user/info')).json.language).toBe('pl');
    expect((await annCall('PUT', '/account-views/user/language', { language: 'en' })).json).toEqual({ language: 'en' });
    expect((await otherDevice('GET', '/account-views/user/info')).json.language).toBe('en');
  });

  it("changes only the caller's own choice", async () => {
    await annCall('PUT', '/account-views/user/language', { language: 'pl' });
    expect((await bobCall('GET', '/account-views/user/info')).json.language).toBeNull();
  });

  it.each([{ language: 'de' }, { language: 'PL' }, { language: null }, {}, { language: 1 }])(
    'answers 400 ValidationException field LANGUAGE for %j and keeps the choice',
    async (body) => {
      const res = await annCall('PUT', '/account-views/user/language', body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ type: 'ValidationException', field: 'LANGUAGE', status: 400 });
      expect((await annCall('GET', '/account-views/user/info')).json.language).toBe('pl');
    },
  );

  it('answers 401 without a session', async () => {
    const res = await apiClient(server, () => 'not-a-token')('PUT', '/account-views/user/language', { language: 'pl' });
    expect(res.status).toBe(401);
  });

  it("sends an invitation in the invitee's chosen language, and in English to an address without a choice", async () => {
    expect((await bobCall('PUT', '/account-views/user/language', { language: 'pl' })).status).toBe(200);
    expect((await annCall('POST', `/accounts/${account}/users`, { email: 'bob@brand.test' })).status).toBe(201);
    const polish = await eventually(() => received[0]);
    expect(polish.to).toEqual(['bob@brand.test']);
    expect(header(polish, 'Subject')).toBe('Zaproszenie do konta reklamowego Ann Brand w Ads Portal');
    expect(decodedBody(polish)).toContain('Przyjmij zaproszenie</a>');

    expect((await annCall('POST', `/accounts/${account}/users`, { email: 'carol@shop.test' })).status).toBe(201);
    const english = await eventually(() => received[1]);
    expect(header(english, 'Subject')).toBe('Invitation to the ad account Ann Brand on Ads Portal');
  });
});
