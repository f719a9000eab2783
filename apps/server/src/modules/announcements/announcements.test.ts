import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';
import { DEMO_ANNOUNCEMENTS, seedDemoAnnouncements } from './announcements.seed';

describe('GET /api/account-announcements/{accountId} (docs/requirements.md §2 announcements bar, §7)', () => {
  let server: TestServer;
  let call: ReturnType<typeof apiClient>;
  let mine: string;
  let other: string;
  const now = new Date('2026-11-02T09:00:00Z');
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    mine = await createAccount(server.ctx.db, { name: 'Mine', type: 'BRAND', memberIds: [ann.id] });
    other = await createAccount(server.ctx.db, { name: 'Other', type: 'BRAND' });
    const a = (name: string, v: Partial<typeof announcements.$inferInsert>) => ({ name, type: 'INFO', text: name, ...v });
    await server.ctx.db.insert(announcements).values([
      a('to-all', { startsAt: at('2026-11-01T00:00:00Z') }),
      a('to-mine', {
        type: 'WARNING',
        link: 'https://example.test/x',
        audience: 'ACCOUNTS',
        accountIds: [mine],
        startsAt: at('2026-11-02T08:00:00Z'),
      }),
      a('mine-only', { audience: 'ACCOUNTS', accountIds: [mine], startsAt: at('2026-10-15T00:00:00Z') }),
      a('other-only', { audience: 'ACCOUNTS', accountIds: [other] }),
      a('inactive', { active: false }),
      a('not-yet', { startsAt: at('2026-11-02T09:00:01Z') }),
      a('ended', { endsAt: at('2026-11-02T09:00:00Z') }),
      a('ends-later', { endsAt: at('2026-11-02T09:00:01Z'), startsAt: at('2026-10-01T00:00:00Z') }),
    ]);
    const token = await server.login(ann.email, ann.password);
    call = apiClient(server, () => token);
  });
  afterAll(() => server?.close());

  it("answers the account's and everyone's announcements active now, newest first, link only when set", async () => {
    const res = await call('GET', `/account-announcements/${mine}`);
    expect(res.status).toBe(200);
    expect(res.json.map((x: { text: string }) => x.text)).toEqual(['to-mine', 'to-all', 'mine-only', 'ends-later']);
    expect(res.json[0]).toEqual({ id: expect.any(String), type: 'WARNING', text: 'to-mine', link: 'https://example.test/x' });
    expect(res.json[1]).toEqual({ id: expect.any(String), type: 'INFO', text: 'to-all' });
  });

  it('answers 403 AccessForbiddenException for an account of someone else', async () => {
    for (const id of [other, 'not-a-uuid']) {
      const res = await call('GET', `/account-announcements/${id}`);
      expect(res.status).toBe(403);
      expect(res.json.type).toBe('AccessForbiddenException');
    }
  });

  it('seeds the two demo announcements once (INFO to all, WARNING with a link)', async () => {
    await seedDemoAnnouncements(server.ctx.db);
    await seedDemoAnnouncements(server.ctx.db);
    const res = await call('GET', `/account-announcements/${mine}`);
    const demo = res.json.filter((x: { text: string }) => DEMO_ANNOUNCEMENTS.some((d) => d.text === x.text));
    expect(demo.map((x: { type: string; link?: string }) => [x.type, x.link])).toEqual(
      expect.arrayContaining([
        ['INFO', undefined],
        ['WARNING', '/help-center'],
      ]),
    );
    expect(demo).toHaveLength(2);
  });
});
