import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '@ads/db';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

describe('inventory api-version 2 (docs/requirements.md §3 "Inventory update", §5, §7)', () => {
  let kit: CampaignKit;
  // maxSkuCount 3 so the cap is reachable with the seeded products.
  beforeAll(async () => {
    kit = await startCampaignKit({ env: { MAX_SKU_COUNT: '3' } });
  });
  afterAll(() => kit?.close());

  it('reads a campaign inventory with its in-stock count and ETag', async () => {
    const c = await kit.publish({ skus: ['2', '4'] });
    const res = await kit.call('GET', `/campaigns/${c.id}/inventory`, undefined, { 'api-version': '2' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ skus: ['2', '4'], count: 2, inStock: 1 });
    expect(res.headers.get('etag')).toBe(`"${c.version}"`);
    expect((await kit.call('GET', `/campaigns/${c.id}/inventory`)).status).toBe(200); // absent header = 2
  });

  it('adds and removes SKUs of a campaign, bumps its version and announces campaigns.changed', async () => {
    const c = await kit.publish({ skus: ['1'] });
    const changed: string[][] = [];
    kit.server.ctx.events.on('campaigns.changed', (ids) => changed.push(ids));
    const res = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToAdd: ['2', '3', '2'], skusToRemove: ['1'] }, { 'if-match': `"${c.version}"` });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ skus: ['2', '3'], count: 2, inStock: 2 });
    expect(res.headers.get('etag')).toBe(`"${c.version + 1}"`);
    expect(changed).toContainEqual([c.id]);
    expect(await json(await kit.call('GET', `/campaigns/${c.id}`))).toMatchObject({ skuCount: 2, version: c.version + 1 });

    const alias = await kit.call('PATCH', `/campaign-inventories/${c.id}`, { skusToAdd: ['4'] });
    expect(await json(alias)).toEqual({ skus: ['2', '3', '4'], count: 3, inStock: 2 });

    const noop = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, {});
    expect(noop.headers.get('etag')).toBe(`"${c.version + 2}"`); // nothing sent, nothing bumped
    const stale = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToRemove: ['4'] }, { 'if-match': `"${c.version}"` });
    expect(stale.status).toBe(412);
    expect(await json(stale)).toMatchObject({ type: 'ResourceOptimisticLockException' });
  });

  it('changes a draft inventory, which may become empty', async () => {
    const d = await json(await kit.call('POST', '/campaign-drafts', { name: 'Inventory draft', skus: ['1'] }));
    const res = await kit.call('PATCH', `/campaign-drafts/${d.id}/inventory`, { skusToRemove: ['1'] }, { 'api-version': '2' });
    expect(await json(res)).toEqual({ skus: [], count: 0, inStock: 0 });
    expect(res.headers.get('etag')).toBe(`"${d.version + 1}"`);
    const added = await kit.call('PATCH', `/campaign-drafts/${d.id}/inventory`, { skusToAdd: ['5'] });
    expect(await json(added)).toEqual({ skus: ['5'], count: 1, inStock: 0 });
    expect(await json(await kit.call('GET', `/campaign-drafts/${d.id}/inventory`))).toEqual({ skus: ['5'], count: 1, inStock: 0 });
  });

  it('refuses SKUs outside the account inventory, listing them (ValidationException SKUS)', async () => {
    const c = await kit.publish({ skus: ['1'] });
    const res = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToAdd: ['2', '9', 'nope'] });
    expect(res.status).toBe(400);
    const problem = await json(res);
    expect(problem).toMatchObject({ type: 'ValidationException', field: 'SKUS' });
    expect(problem.detail).toContain('9, nope');
    expect((await json(await kit.call('GET', `/campaigns/${c.id}/inventory`))).skus).toEqual(['1']);
  });

  it('keeps a campaign at least one SKU and at most maxSkuCount (TooManySkusException)', async () => {
    const c = await kit.publish({ skus: ['1'] });
    const empty = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToRemove: ['1'] });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ type: 'ValidationException', field: 'SKUS' });
    const many = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToAdd: ['2', '3', '4'] });
    expect(many.status).toBe(400);
    expect(await json(many)).toMatchObject({ type: 'TooManySkusException', field: 'SKUS' });
    const after = await json(await kit.call('GET', `/campaigns/${c.id}/inventory`));
    expect(after.skus).toEqual(['1']); // rolled back
    expect((await json(await kit.call('GET', `/campaigns/${c.id}`))).version).toBe(c.version);
  });

  it('refuses an SKU both added and removed, and an archived campaign', async () => {
    const c = await kit.publish({ skus: ['1'] });
    const both = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToAdd: ['2'], skusToRemove: ['2'] });
    expect(await json(both)).toMatchObject({ type: 'ValidationException', field: 'SKUS' });
    await kit.call('PUT', '/campaigns/user-status', { userStatus: 'ARCHIVED', campaignIds: [c.id] });
    const archived = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToAdd: ['2'] });
    expect(archived.status).toBe(400);
    expect(await json(archived)).toMatchObject({ type: 'ValidationException', field: 'USER_STATUS' });
  });

  it('refuses other api-versions (ValidationException API_VERSION)', async () => {
    const c = await kit.publish({ skus: ['1'] });
    for (const method of ['GET', 'PATCH']) {
      const res = await kit.call(method, `/campaigns/${c.id}/inventory`, method === 'PATCH' ? { skusToAdd: ['2'] } : undefined, { 'api-version': '1' });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ type: 'ValidationException', field: 'API_VERSION' });
    }
  });

  it('answers 404 for unknown or foreign owners and 403 for a foreign account', async () => {
    const unknown = await kit.call('GET', '/campaign-drafts/6a1d5e0c-8c2e-4c55-9d55-0b8a3e3f1a01/inventory');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ type: 'ResourceNotFoundException' });
    const [foreign] = await kit.server.ctx.db
      .insert(campaigns)
      .values({ accountId: kit.otherAccountId, name: 'Puma', maxCpc: 150, dailyBudget: 5000, startDate: '2026-11-21' })
      .returning({ id: campaigns.id });
    expect((await kit.call('PATCH', `/campaign-inventories/${foreign!.id}`, { skusToAdd: ['1'] })).status).toBe(404);
    const other = await kit.call('GET', `/campaigns/${foreign!.id}/inventory`, undefined, { 'account-id': kit.otherAccountId });
    expect(other.status).toBe(403);
    expect(await json(other)).toMatchObject({ type: 'AccessForbiddenException' });
  });
});
