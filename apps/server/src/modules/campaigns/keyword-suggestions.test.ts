import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '@ads/db';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';

describe('keyword suggestions (docs/search-placements.md "Suggestions")', () => {
  let kit: CampaignKit;
  beforeAll(async () => {
    kit = await startCampaignKit();
    await kit.server.ctx.db
      .insert(categories)
      .values({ code: 'footwear/shoes/sneakers', path: 'Footwear > Shoes > Sneakersy', label: 'Sneakersy', level: 3, parentCode: null });
    const product = (id: string, name: string, categoryCode = 'footwear/shoes/sneakers') => ({
      id,
      name,
      brandCode: 'nike',
      categoryCode,
      price: 29999,
      listPrice: 29999,
      stock: 5,
    });
    await kit.server.ctx.db
      .insert(products)
      .values([
        product('k1', 'Sneakersy damskie Air Max białe'),
        product('k2', 'SNEAKERSY DAMSKIE Air Max czarne'),
        product('k3', 'Sneakersy męskie Air Force'),
        product('k4', 'Koszulka Dri-FIT', 'apparel/topwear/tshirts'),
      ]);
  });
  afterAll(() => kit?.close());

  it("proposes phrases of the campaign's product names and brand+category held by ≥2 products, most frequent first, none already a keyword", async () => {
    const c = await kit.publish({ skus: ['k1', 'k2', 'k3', 'k4'], keywords: [{ text: 'Air Max', matchType: 'PHRASE' }] });
    const res = await kit.call('GET', `/campaigns/${c.id}/keyword-suggestions`);
    expect(res.status).toBe(200);
    const { suggestions } = await json(res);
    // nike: all 4 products (brand+category); then 3 each, longer phrases first, then by text.
    expect(suggestions.slice(0, 4)).toEqual([
      { text: 'nike', source: 'catalogue', count: 4 },
      { text: 'nike sneakersy', source: 'catalogue', count: 3 },
      { text: 'air', source: 'catalogue', count: 3 },
      { text: 'sneakersy', source: 'catalogue', count: 3 },
    ]);
    const texts = suggestions.map((s: { text: string }) => s.text);
    expect(texts).toContain('sneakersy damskie air');
    expect(texts).not.toContain('air max'); // already a keyword (normalised)
    expect(texts).not.toContain('biale'); // one product only
    expect(texts).not.toContain('dri'); // one product only
    expect(suggestions.every((s: { source: string }) => s.source === 'catalogue')).toBe(true);
    const limited = await json(await kit.call('GET', `/campaigns/${c.id}/keyword-suggestions?limit=2`));
    expect(limited.suggestions.map((s: { text: string }) => s.text)).toEqual(['nike', 'nike sneakersy']);
  });

  it("suggests for a draft from its products; another account's campaign is not found; a bad limit is refused", async () => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { name: 'Suggest keywords draft', skus: ['k1', 'k2'] }));
    const forDraft = await json(await kit.call('GET', `/campaign-drafts/${draft.id}/keyword-suggestions`));
    // Every phrase of two products counts 2: the 3-word ones come first.
    expect(forDraft.suggestions.slice(0, 2)).toEqual([
      { text: 'damskie air max', source: 'catalogue', count: 2 },
      { text: 'sneakersy damskie air', source: 'catalogue', count: 2 },
    ]);
    const foreign = await kit.call('GET', `/campaigns/${draft.id}/keyword-suggestions`); // a draft id is no campaign
    expect(foreign.status).toBe(404);
    const other = await kit.call('GET', `/campaigns/${draft.id}/keyword-suggestions`, undefined, { 'account-id': kit.otherAccountId });
    expect([403, 404]).toContain(other.status);
    const bad = await kit.call('GET', `/campaign-drafts/${draft.id}/keyword-suggestions?limit=0`);
    expect(bad.status).toBe(400);
    expect((await json(bad)).type).toBe('ValidationException');
  });
});
