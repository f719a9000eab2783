import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { type TestServer } from '../../testing/server.testkit';
import { auction, callServing, reloadIndex, seedCampaign, seedProducts, startServingServer } from '../../testing/serving.testkit';
import { brandAccount, staffFixture, type Client } from '../../testing/accounts.testkit';

describe('account lifecycle: suspend, resume, terminate, ban (docs/requirements.md §1, §4)', () => {
  let server: TestServer;
  let staff: Client;
  let advertiser: Client;
  let annAccount: string;
  let campaignId: string;
  let seq = 0;
  const click = (resolvedBidId: string) => ({
    id: `click-${++seq}`,
    occurredAt: new Date().toISOString(),
    opaqueUserId: 'u1',
    resolvedBidId,
  });
  const version = async (id: string) => (await staff('GET', `/marops/accounts/${id}`)).headers.get('etag')!;

  beforeAll(async () => {
    server = await startServingServer();
    ({ staff, advertiser, annAccount } = await staffFixture(server));
    await seedProducts(server.ctx.db, [{ id: 'p1' }]);
    campaignId = await seedCampaign(server.ctx.db, {
      accountId: annAccount,
      name: 'Spring',
      maxCpc: 300,
      startDate: '2020-01-01',
      productIds: ['p1'],
    });
    await reloadIndex(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('suspends with a reason: the campaign stops winning auctions at once and a bid won before is not charged', async () => {
    const [win] = await auction(server, ['p1']);
    expect(win?.campaignId).toBe(campaignId);
    await callServing(server, '/v2/events', { impressions: [{ ...click(win!.resolvedBidId), id: 'shown-before-suspend' }] });
    const changed: string[][] = [];
    server.ctx.events.on('campaigns.changed', (ids) => changed.push(ids));
    const res = await staff(
      'POST',
      `/marops/accounts/${annAccount}/suspend`,
      { reason: 'Unpaid invoice' },
      { 'if-match': await version(annAccount) },
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'SUSPENDED', statusReason: 'Unpaid invoice' });
    expect(changed).toContainEqual([campaignId]);
    await expect.poll(async () => (await auction(server, ['p1'])).length, { timeout: 3000, interval: 30 }).toBe(0);
    const events = await callServing(server, '/v2/events', { clicks: [click(win!.resolvedBidId)] });
    expect(events.status).toBeLessThan(300);
    const [row] = await queryRows<{ billable: boolean; cost: number; reason: string }>(
      server.ctx.db,
      sql`select billable, cost, not_billable_reason as reason from clicks where resolved_bid_id = ${win!.resolvedBidId}`,
    );
    expect(row).toEqual({ billable: false, cost: 0, reason: 'ACCOUNT_NOT_ACTIVE' });
  });

  it('shows the advertiser the status, the reason and why each campaign stopped', async () => {
    const acc = await advertiser('GET', `/accounts/${annAccount}`);
    expect(acc.json).toMatchObject({ status: 'SUSPENDED', statusReason: 'Unpaid invoice' });
    const list = await advertiser('GET', '/account-views/user/accounts-list');
    expect(list.json.content[0]).toMatchObject({ status: 'SUSPENDED' });
    const campaign = await advertiser('GET', `/campaigns/${campaignId}`, undefined, { 'account-id': annAccount });
    expect(campaign.json.state).toBe('ACCOUNT_SUSPENDED');
  });

  it('refuses a stale If-Match (412), a missing reason (400) and an action not allowed from the status (403)', async () => {
    const stale = await staff('POST', `/marops/accounts/${annAccount}/resume`, {}, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.json.type).toBe('ResourceOptimisticLockException');
    const noReason = await staff('POST', `/marops/accounts/${annAccount}/terminate`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json).toMatchObject({ type: 'ValidationException', field: 'reason' });
    const twice = await staff('POST', `/marops/accounts/${annAccount}/suspend`, { reason: 'again' });
    expect(twice.status).toBe(403);
    expect(twice.json.type).toBe('OperationNotAllowedForAccountException');
  });

  it('resumes: the campaign wins again and the reason is cleared', async () => {
    const res = await staff('POST', `/marops/accounts/${annAccount}/resume`, {}, { 'if-match': await version(annAccount) });
    expect(res.json).toMatchObject({ status: 'ACTIVE', statusReason: null });
    await expect
      .poll(async () => (await auction(server, ['p1'])).map((w) => w.campaignId), { timeout: 3000, interval: 30 })
      .toEqual([campaignId]);
  });

  it('terminates for good: nothing serves, the campaign says ACCOUNT_TERMINATED, resuming is refused', async () => {
    const res = await staff('POST', `/marops/accounts/${annAccount}/terminate`, { reason: 'Breach of terms' });
    expect(res.json.status).toBe('TERMINATED');
    await expect.poll(async () => (await auction(server, ['p1'])).length, { timeout: 3000, interval: 30 }).toBe(0);
    const campaign = await advertiser('GET', `/campaigns/${campaignId}`, undefined, { 'account-id': annAccount });
    expect(campaign.json.state).toBe('ACCOUNT_TERMINATED');
    expect((await staff('POST', `/marops/accounts/${annAccount}/resume`, {})).status).toBe(403);
  });

  it('bans an advertiser: its members e-mails and tax id cannot open a new account', async () => {
    const created = await staff(
      'POST',
      '/marops/accounts',
      brandAccount({ name: 'Fraud Co', email: 'boss@fraud.test', taxId: '1234563218' }),
    );
    expect(created.status).toBe(201);
    await server.ctx.db.execute(
      sql`insert into account_users (account_id, user_id) select ${created.json.id}::uuid, id from users where email = 'ann@brand.test'`,
    );
    const ban = await staff('POST', `/marops/accounts/${created.json.id}/ban`, { reason: 'Counterfeits' });
    expect(ban.json).toMatchObject({
      status: 'BANNED',
      statusReason: 'Counterfeits',
      people: [{ email: 'ann@brand.test', status: 'ACTIVE' }],
    });
    const byEmail = await staff('POST', '/marops/accounts', brandAccount({ name: 'Fraud Two', email: 'ANN@brand.test', taxId: null }));
    expect(byEmail.status).toBe(403);
    expect(byEmail.json).toMatchObject({ type: 'OperationNotAllowedForAccountException', field: 'email' });
    const byTax = await staff(
      'POST',
      '/marops/accounts',
      brandAccount({ name: 'Fraud Three', email: 'new@fraud3.test', taxId: 'PL1234563218' }),
    );
    expect(byTax.status).toBe(403);
    expect(byTax.json).toMatchObject({ type: 'OperationNotAllowedForAccountException', field: 'taxId' });
    // The person still invited is banned too (docs/architecture.md "Staff account management"): no new link, no new account.
    const resend = await staff('POST', '/marops/accounts/resend-user-invitation', { email: 'boss@fraud.test' });
    expect(resend.status).toBe(403);
    expect(resend.json).toMatchObject({ type: 'OperationNotAllowedForAccountException', field: 'email' });
    const byInvitee = await staff('POST', '/marops/accounts', brandAccount({ name: 'Fraud Four', email: 'Boss@Fraud.test', taxId: null }));
    expect(byInvitee.status).toBe(403);
    const list = await staff('GET', '/marops/accounts?status=BANNED');
    expect(list.json.content.map((a: { name: string }) => a.name)).toEqual(['Fraud Co']);
  });
});
