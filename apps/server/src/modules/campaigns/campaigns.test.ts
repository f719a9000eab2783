import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startCampaignKit, VALID, type CampaignKit } from '../../testing/campaigns.testkit';

describe('campaign drafts and publishing (docs/requirements.md §5, §7)', () => {
  let kit: CampaignKit;
  let baseUrl: string;

  beforeAll(async () => {
    kit = await startCampaignKit();
    baseUrl = kit.server.baseUrl;
  });
  afterAll(() => kit?.close());

  const call: CampaignKit['call'] = (...args) => kit.call(...args);
  const valid = { ...VALID, name: 'Winter shoes' };

  it('creates a draft, publishes it with If-Match and shows it running', async () => {
    const created = await call('POST', '/campaign-drafts', valid);
    expect(created.status).toBe(201);
    const draft = await json(created);
    expect(created.headers.get('etag')).toBe(`"${draft.version}"`);
    expect(draft.skus).toEqual(['1', '2']);

    const published = await call('POST', `/campaigns/${draft.id}`, { termsVersion: 1 }, { 'if-match': `"${draft.version}"` });
    expect(published.status).toBe(201);
    const campaign = await json(published);
    expect(campaign).toMatchObject({ id: draft.id, name: 'Winter shoes', state: 'RUNNING', maxCpc: 150, skuCount: 2, spentTotal: 0 });

    const got = await call('GET', `/campaigns/${draft.id}`);
    expect(got.headers.get('etag')).toBe('"1"');
    const list = await json(await call('GET', '/campaign-views/active-list'));
    expect(list.content.map((c: { id: string }) => c.id)).toContain(draft.id);
    expect((await call('GET', `/campaign-drafts/${draft.id}`)).status).toBe(404);
  });

  it('refuses a second campaign with the same name, in any letter case', async () => {
    const draft = await json(await call('POST', '/campaign-drafts', { ...valid, name: 'WINTER shoes' }));
    const res = await call('POST', `/campaigns/${draft.id}`, { termsVersion: 1 });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await json(res)).toMatchObject({ type: 'CampaignNameNotUniqueException' });
  });

  it.each([
    [{ maxCpc: 99 }, 'ValidationException', 'MAX_CPC'],
    [{ dailyBudget: 1999 }, 'ValidationException', 'DAILY_BUDGET'],
    [{ dailyBudget: null, totalBudget: null }, 'ValidationException', 'BUDGET'],
    [{ endDate: '2026-11-21' }, 'CampaignValidationException', 'END_DATE'],
    [{ startDate: '2026-11-20' }, 'ValidationException', 'START_DATE'],
  ])('refuses %o with %s on %s (docs/requirements.md §5)', async (change, type, field) => {
    const draft = await json(await call('POST', '/campaign-drafts', { ...valid, name: `Bad ${field}`, ...change }));
    const res = await call('POST', `/campaigns/${draft.id}`, { termsVersion: 1 });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ type, field });
    expect((await call('GET', `/campaign-drafts/${draft.id}`)).status).toBe(200); // nothing else lost
  });

  it('answers 412 on a stale draft version', async () => {
    const draft = await json(await call('POST', '/campaign-drafts', { ...valid, name: 'Stale' }));
    const patched = await call('PATCH', `/campaign-drafts/${draft.id}`, { maxCpc: 200 }, { 'if-match': `"${draft.version}"` });
    expect(patched.status).toBe(200);
    expect((await json(patched)).version).toBe(draft.version + 1);
    const stale = await call('PATCH', `/campaign-drafts/${draft.id}`, { maxCpc: 300 }, { 'if-match': `"${draft.version}"` });
    expect(stale.status).toBe(412);
    expect(await json(stale)).toMatchObject({ type: 'ResourceOptimisticLockException' });
  });

  it('only takes SKUs from the account inventory', async () => {
    const res = await call('POST', '/campaign-drafts', { ...valid, name: 'Foreign', skus: ['1', '9'] });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ type: 'ValidationException', field: 'SKUS' });
  });

  it('keeps other accounts out (403) and rejects requests without a token (401)', async () => {
    const res = await call('POST', '/campaign-drafts', valid, { 'account-id': kit.otherAccountId });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ type: 'AccessForbiddenException' });
    const anon = await fetch(`${baseUrl}/api/campaign-views/active-list`, { headers: { 'account-id': kit.accountId } });
    expect(anon.status).toBe(401);
  });

  it('rejects money that is not integer grosze', async () => {
    const res = await call('POST', '/campaign-drafts', { ...valid, name: 'Float', maxCpc: 1.5 });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ type: 'ValidationException', field: 'maxCpc' });
  });
});
