import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { createUser } from '../../testing/fixtures.testkit';
import { json, startCampaignKit, VALID, type CampaignKit } from '../../testing/campaigns.testkit';
import { ACTOR_CACHE_MAX_MS } from './actor-cache';

/** The shop API key `startCampaignKit` provisions. */
const SHOP_KEY = 'campaign-kit-shop-key-0123456789abcdef';

/**
 * The actor cache (docs/access-roles.md "Actor cache") on the real server and PostgreSQL, at its deployed
 * setting (1 s): reads with one token reuse the actor; a change of access written elsewhere (straight to the
 * database here, as another process or a script would) takes effect within the second; writes never use it.
 */
describe('actor cache', () => {
  let kit: CampaignKit;
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  const actorQueries = () => statements.filter((s) => /from users u left join account_users/.test(s)).length;
  const exec = (text: string) => queryRows(kit.server.ctx.db, sql.raw(text));

  beforeAll(async () => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      statements.push(typeof q === 'string' ? q : (q?.text ?? ''));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    kit = await startCampaignKit({ env: { ACTOR_CACHE_MS: String(ACTOR_CACHE_MAX_MS) } });
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await kit?.close();
  });

  /** Calls `call` until `done` holds; returns how long after `since` (ms) it first held. */
  async function until(call: () => Promise<Response>, done: (status: number) => boolean, since: number): Promise<number> {
    for (;;) {
      const status = (await call()).status;
      if (done(status)) return performance.now() - since;
      if (performance.now() - since > 5_000) throw new Error(`still ${status} after 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('reads the actor once for a burst of reads with one token, and afresh for a write and after it', async () => {
    await kit.call('GET', `/accounts/${kit.accountId}`);
    statements.length = 0;
    for (let i = 0; i < 5; i += 1) expect((await kit.call('GET', `/accounts/${kit.accountId}`)).status).toBe(200);
    expect(actorQueries()).toBe(0);
    const draft = await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'Cache write' });
    expect(draft.status).toBe(201);
    expect(actorQueries()).toBe(1);
    expect((await kit.call('GET', `/accounts/${kit.accountId}`)).status).toBe(200);
    expect(actorQueries()).toBe(2); // the write cleared the cache before its answer left
    await json(draft);
  });

  it('keeps the cached actor through the shop key writes (auctions and events change no access)', async () => {
    const shop = (path: string, body: unknown) =>
      fetch(`${kit.server.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SHOP_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await kit.call('GET', `/accounts/${kit.accountId}`);
    statements.length = 0;
    for (let i = 0; i < 3; i += 1) {
      expect((await shop('/v2/auctions', { auctions: [{ type: 'listings', slots: 1, products: { ids: ['p-1'] } }] })).status).toBe(201);
      expect((await shop('/v2/events', { impressions: [] })).status).toBeLessThan(500);
      expect((await kit.call('GET', `/accounts/${kit.accountId}`)).status).toBe(200);
    }
    expect(actorQueries()).toBe(0);
    expect((await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'After the shop' })).status).toBe(201);
    expect((await kit.call('GET', `/accounts/${kit.accountId}`)).status).toBe(200);
    expect(actorQueries()).toBe(2); // an advertiser's write still clears it
  });

  it('refuses a write at once when the account was banned elsewhere; reads see the status within the second', async () => {
    await kit.call('GET', `/accounts/${kit.accountId}`); // a cached actor with the account ACTIVE
    await exec(`update accounts set status = 'BANNED' where id = '${kit.accountId}'`);
    const write = await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'After the ban' });
    expect(write.status).toBe(403);
    expect((await json(write)).type).toBe('OperationNotAllowedForAccountException');
    await exec(`update accounts set status = 'ACTIVE' where id = '${kit.accountId}'`);
  });

  it('stops serving a removed membership within 1 s', async () => {
    const member = await createUser(kit.server.ctx.db, { email: 'removed@brand.test', password: 'secret-pass-2' });
    await exec(`insert into account_users (account_id, user_id) values ('${kit.accountId}', '${member.id}')`);
    const token = await kit.server.login(member.email, member.password);
    const get = () =>
      fetch(`${kit.server.baseUrl}/api/accounts/${kit.accountId}`, {
        headers: { authorization: `Bearer ${token}`, 'account-id': kit.accountId },
      });
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    const removed = performance.now();
    await exec(`delete from account_users where user_id = '${member.id}'`);
    expect(await until(get, (s) => s === 403, removed)).toBeLessThanOrEqual(ACTOR_CACHE_MAX_MS + 250);
  });

  it('stops serving a disabled (banned) user within 1 s', async () => {
    const member = await createUser(kit.server.ctx.db, { email: 'banned@brand.test', password: 'secret-pass-3' });
    await exec(`insert into account_users (account_id, user_id) values ('${kit.accountId}', '${member.id}')`);
    const token = await kit.server.login(member.email, member.password);
    const get = () =>
      fetch(`${kit.server.baseUrl}/api/accounts/${kit.accountId}`, {
        headers: { authorization: `Bearer ${token}`, 'account-id': kit.accountId },
      });
    expect((await get()).status).toBe(200);
    const banned = performance.now();
    await exec(`update users set disabled_at = now() where id = '${member.id}'`);
    expect(await until(get, (s) => s === 401, banned)).toBeLessThanOrEqual(ACTOR_CACHE_MAX_MS + 250);
  });
});
