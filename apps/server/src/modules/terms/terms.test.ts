import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { termsAcceptances, users } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

describe('POST /api/account-views/user/accept-terms-of-service (docs/requirements.md §1, §2 terms dialog, §7)', () => {
  let server: TestServer;
  let call: ReturnType<typeof apiClient>;
  let ann: { id: string; email: string; password: string };
  const now = new Date('2026-11-02T09:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    const token = await server.login(ann.email, ann.password);
    call = apiClient(server, () => token);
  });
  afterAll(() => server?.close());

  it('has version 1, the terms effective 1 August 2023, in force from the Warsaw midnight of that day', async () => {
    const res = await call('GET', '/terms/versions/1');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ version: 1, takesEffectAt: '2023-07-31T22:00:00.000Z' });
    expect(res.json.text).toContain('Regulamin obowiązuje od dnia 1 sierpnia 2023 r.');
    // The company placeholders are filled with the configured (here: default) company data.
    expect(res.json.text).toContain('Ads Portal Demo sp. z o.o.');
    expect(res.json.text).not.toContain('{{company');
    expect((await call('GET', '/terms/versions/2')).status).toBe(404);
  });

  it('version 1 has 14 sections in Polish and in English and states the numbers of the terms (docs/requirements.md §1)', async () => {
    const text: string = (await call('GET', '/terms/versions/1')).json.text;
    const [pl, en] = text.split('\n---\n');
    expect(pl!.match(/^## §\d+\./gm)).toHaveLength(14);
    expect(en!.match(/^## §\d+\./gm)).toHaveLength(14);
    for (const rule of [
      /max CPC\) multiplied by the click-through rate \(CTR\)/,
      /charged per click, in Polish zloty \(PLN\)/,
      /billing period is one calendar month/,
      /issued within 5 days .* payable within 15 days/,
      /take effect within 2 hours/,
      /valid for 7 days/,
      /One e-mail address may belong to one user account only/,
      /within 30 days/,
      /take effect 7 days after/,
      /1920x1440/,
    ]) {
      expect(en).toMatch(rule);
    }
  });

  it('reports terms not accepted for a new user', async () => {
    expect((await call('GET', '/account-views/user/info')).json.termsOfServiceAccepted).toBe(false);
    await server.ctx.db.update(users).set({ termsAcceptedVersion: null, termsAcceptedAt: now }).where(eq(users.id, ann.id));
    expect((await call('GET', '/account-views/user/info')).json.termsOfServiceAccepted).toBe(false);
  });

  it.each([
    [{ version: '2023-08-01' }],
    [{ version: 2 }],
    [{ version: '' }],
    [{}],
    [{ version: 20230801 }],
  ])('answers 400 ValidationException field VERSION for %j', async (body) => {
    const res = await call('POST', '/account-views/user/accept-terms-of-service', body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ type: 'ValidationException', field: 'VERSION', status: 400 });
  });

  it('records user, version, time and IP, and user info then reports the terms accepted', async () => {
    const res = await call('POST', '/account-views/user/accept-terms-of-service', { version: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ termsOfServiceAccepted: true, version: 1, acceptedAt: '2026-11-02T09:00:00.000Z' });
    const rows = await server.ctx.db.select().from(termsAcceptances);
    expect(rows).toEqual([expect.objectContaining({ userId: ann.id, version: 1, acceptedAt: now, ip: '127.0.0.1' })]);
    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, ann.id));
    expect(user).toMatchObject({ termsAcceptedVersion: 1, termsAcceptedAt: now });
    expect((await call('GET', '/account-views/user/info')).json.termsOfServiceAccepted).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const res = await fetch(`${server.baseUrl}/api/account-views/user/accept-terms-of-service`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1 }),
    });
    expect(res.status).toBe(401);
  });
});
