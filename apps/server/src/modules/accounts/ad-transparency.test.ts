import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';
import { callServing, reloadIndex, seedCampaign, seedCategories, seedProducts, startServingServer } from '../../testing/serving.testkit';

// The names every served ad shows (DSA art. 26(1)(b), (c); docs/ad-transparency.md), on PostgreSQL.
let server: TestServer;
let account: string;
let foreign: string;
let call: ReturnType<typeof apiClient>;

/** The transparency of the one winner of an auction on product t1, polled until it shows `paidBy` (≤ 1 s). */
async function servedPaidBy(paidBy: string) {
  const started = Date.now();
  for (;;) {
    const res = await callServing(server, '/v2/auctions', { auctions: [{ type: 'listings', slots: 1, products: { ids: ['t1'] } }] });
    const transparency = res.body.results[0].winners[0]?.transparency;
    if (transparency?.paidBy === paidBy || Date.now() - started > 1000) return transparency;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  server = await startServingServer();
  const ann = await createUser(server.ctx.db, { email: 'ann@transparency.test', password: 'secret-pass-1' });
  account = await createAccount(server.ctx.db, { name: 'Brand T', type: 'BRAND', memberIds: [ann.id] });
  foreign = await createAccount(server.ctx.db, { name: 'Other T', type: 'BRAND' });
  await seedCategories(server.db.db);
  await seedProducts(server.db.db, [{ id: 't1' }]);
  await seedCampaign(server.db.db, { accountId: account, startDate: '2020-01-01', name: 'T', maxCpc: 150, productIds: ['t1'] });
  await reloadIndex(server);
  const token = await server.login(ann.email, ann.password);
  call = apiClient(server, () => token);
});
afterAll(() => server?.close());

describe('ad transparency names', () => {
  it('default to the account and its billing company, and serve that way', async () => {
    const res = await call('GET', `/accounts/${account}/ad-transparency`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ advertiserName: null, payerName: null, shown: { onBehalfOf: 'Brand T', paidBy: 'Brand T Sp. z o.o.' } });
    expect(await servedPaidBy('Brand T Sp. z o.o.')).toMatchObject({ sponsored: true, onBehalfOf: 'Brand T' });
  });

  it('are set by a member (an agency paying), reach every served ad within 1 s, and go back to the defaults when cleared', async () => {
    const res = await call('PUT', `/accounts/${account}/ad-transparency`, { advertiserName: ' Brand T Poland ', payerName: 'Agency X' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ advertiserName: 'Brand T Poland', payerName: 'Agency X', shown: { onBehalfOf: 'Brand T Poland', paidBy: 'Agency X' } });
    expect(await servedPaidBy('Agency X')).toMatchObject({ onBehalfOf: 'Brand T Poland', paidBy: 'Agency X' });
    const cleared = await call('PUT', `/accounts/${account}/ad-transparency`, { advertiserName: '', payerName: null }, { 'if-match': `"${res.json.version}"` });
    expect(cleared.json.shown).toEqual({ onBehalfOf: 'Brand T', paidBy: 'Brand T Sp. z o.o.' });
    expect(await servedPaidBy('Brand T Sp. z o.o.')).toMatchObject({ onBehalfOf: 'Brand T' });
  });

  it('follow a rename of the account', async () => {
    await call('PATCH', `/accounts/${account}`, { name: 'Brand T2' });
    const started = Date.now();
    let shown = '';
    while (Date.now() - started < 1000 && shown !== 'Brand T2') {
      const res = await callServing(server, '/v2/auctions', { auctions: [{ type: 'listings', slots: 1, products: { ids: ['t1'] } }] });
      shown = res.body.results[0].winners[0].transparency.onBehalfOf;
    }
    expect(shown).toBe('Brand T2');
  });

  it('refuse a name over 200 characters (400 with the field), a stale version (412) and a foreign account (403)', async () => {
    const long = await call('PUT', `/accounts/${account}/ad-transparency`, { advertiserName: 'x'.repeat(201), payerName: null });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ type: 'ValidationException', field: 'ADVERTISER_NAME' });
    const stale = await call('PUT', `/accounts/${account}/ad-transparency`, { advertiserName: null, payerName: null }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect((await call('GET', `/accounts/${foreign}/ad-transparency`)).status).toBe(403);
    expect((await call('PUT', `/accounts/${account}/ad-transparency`, { advertiserName: 'a\u0000b', payerName: null })).status).toBe(400);
  });
});
