import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { accountUsers } from '@ads/db';
import { json, startCampaignKit, VALID, type CampaignKit } from '../../testing/campaigns.testkit';
import { createUser } from '../../testing/fixtures.testkit';

// Change history for advertisers (docs/notifications.md "Change history"): the audit log's entries of the
// account only, each field before → after, paged and as CSV.
let kit: CampaignKit;
let bob: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
let mine: { id: string; version: number };
let theirs: { id: string; version: number };

beforeAll(async () => {
  kit = await startCampaignKit();
  const db = kit.server.ctx.db;
  const b = await createUser(db, { email: 'bob@puma.test', password: 'secret-pass-2' });
  await db.insert(accountUsers).values({ accountId: kit.otherAccountId, userId: b.id });
  const token = await kit.server.login(b.email, b.password);
  bob = (method, path, body, headers = {}) =>
    fetch(`${kit.server.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'account-id': kit.otherAccountId, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  mine = await kit.publish();
  const draft = await json(await bob('POST', '/campaign-drafts', { ...VALID, name: 'Puma tees', skus: ['9'] }));
  const published = await bob('POST', `/campaigns/${draft.id}`, { termsVersion: 1 });
  expect(published.status).toBe(201);
  theirs = await json(published);
  expect((await kit.call('PATCH', `/campaigns/${mine.id}`, { maxCpc: 200 }, { 'if-match': `"${mine.version}"` })).status).toBe(200);
  expect((await bob('PATCH', `/campaigns/${theirs.id}`, { maxCpc: 999 }, { 'if-match': `"${theirs.version}"` })).status).toBe(200);
  await kit.server.app.audit.flush();
});
afterAll(() => kit?.close());

describe('GET /api/campaigns/{id}/history', () => {
  it('shows the max CPC change before → after, by the member, newest first', async () => {
    const res = await kit.call('GET', `/campaigns/${mine.id}/history`);
    expect(res.status).toBe(200);
    const page = await json(res);
    expect(page.content[0]).toMatchObject({
      actorEmail: 'ann@brand.test',
      byStaff: false,
      action: `PATCH /campaigns/${mine.id}`,
      changes: [{ field: 'maxCpc', before: 150, after: 200 }],
    });
    expect(page.content.every((e: { action: string }) => e.action.includes(mine.id))).toBe(true);
  });

  it("holds only the account's own entries: another account's campaign shows nothing under mine, and its own header is refused", async () => {
    const other = await json(await kit.call('GET', `/campaigns/${theirs.id}/history`));
    expect(other.totalElements).toBe(0);
    const all = await json(await kit.call('GET', `/accounts/${kit.accountId}/history?size=100`));
    expect(all.content.some((e: { action: string }) => e.action.includes(theirs.id))).toBe(false);
    expect(JSON.stringify(all)).not.toContain('bob@puma.test');
    expect((await kit.call('GET', `/campaigns/${theirs.id}/history`, undefined, { 'account-id': kit.otherAccountId })).status).toBe(403);
    expect((await kit.call('GET', `/accounts/${kit.otherAccountId}/history`)).status).toBe(403);
    // Bob sees his own change.
    const his = await json(await bob('GET', `/campaigns/${theirs.id}/history`));
    expect(his.content[0].changes).toEqual([{ field: 'maxCpc', before: 150, after: 999 }]);
  });
});

describe('CSV export', () => {
  it('one row per changed field with readable values; the account CSV has the draft, the publication and the change', async () => {
    const res = await kit.call('GET', `/campaigns/${mine.id}/history.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parse(await res.text(), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ actor: 'ann@brand.test', action: `PATCH /campaigns/${mine.id}`, field: 'maxCpc', before: '1.50 PLN', after: '2.00 PLN' });
    const account = parse(await (await kit.call('GET', `/accounts/${kit.accountId}/history.csv`)).text(), { columns: true }) as Record<string, string>[];
    expect(account.map((r) => r.action)).toEqual([`PATCH /campaigns/${mine.id}`, expect.stringMatching(/^POST \/campaigns\/[0-9a-f-]{36}$/), 'POST /campaign-drafts']);
    expect(account.some((r) => r.actor === 'bob@puma.test')).toBe(false);
  });
});
