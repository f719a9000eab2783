import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { categories, products, queryRows } from '@ads/db';
import { HIDDEN_SEARCH_TERM } from '@ads/domain';
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

  it("adds the search terms seen by the account's campaigns sharing the products, with their searches, over the last 30 days", async () => {
    const db = kit.server.ctx.db;
    // The campaign (k1, k2), a sibling sharing k1, one sharing nothing, and another account's campaign on k1.
    const c = await kit.publish({
      name: 'Searched sneakers',
      skus: ['k1', 'k2'],
      keywords: [{ text: 'Buty biegowe', matchType: 'BROAD' }],
    });
    const sibling = await kit.publish({ name: 'Sibling sneakers', skus: ['k1', 'k3'] });
    const apart = await kit.publish({ name: 'Apart tees', skus: ['k4'] });
    const [foreign] = await queryRows<{ id: string }>(
      db,
      sql`insert into campaigns (account_id, name, max_cpc, daily_budget, start_date, user_status, channel, markets)
          values (${kit.otherAccountId}, 'Foreign sneakers', 150, 5000, '2026-11-01', 'ACTIVE', 'MAIN', '{PL}') returning id`,
    );
    await queryRows(db, sql`insert into campaign_products (campaign_id, product_id) values (${foreign!.id}, 'k1')`);
    const rows: [string, string, string | null, string, number][] = [
      // campaign, Warsaw day, keyword (null: none), term, impressions
      [c.id, '2026-11-21', null, 'sneakersy damskie', 7],
      [c.id, '2026-11-20', null, 'sneakersy damskie', 5],
      [sibling.id, '2026-11-19', null, 'sneakersy damskie', 3], // the sibling's searches count too: 15
      [sibling.id, '2026-11-19', null, 'air max 90', 9],
      [c.id, '2026-10-23', null, 'biale sneakersy', 4], // the first day of the 30
      [c.id, '2026-10-22', null, 'stare wyszukiwanie', 100], // before the 30 days
      [c.id, '2026-11-21', null, 'buty biegowe', 50], // already a keyword (normalised)
      [c.id, '2026-11-21', null, HIDDEN_SEARCH_TERM, 80], // personal data: never suggested
      [c.id, '2026-11-21', null, 'bez wyswietlen', 0],
      [apart.id, '2026-11-21', null, 'koszulka', 30], // no shared product
      [foreign!.id, '2026-11-21', null, 'podrobka', 40], // another account's
    ];
    for (const [campaignId, day, keywordId, term, impressions] of rows)
      await queryRows(
        db,
        sql`insert into stats_search_terms_daily (campaign_id, day, keyword_id, search_term, impressions, clicks, cost)
            values (${campaignId}, ${day}::date, ${keywordId}, ${term}, ${impressions}, 0, 0)`,
      );

    const searches = (body: { suggestions: { source: string }[] }) => body.suggestions.filter((s) => s.source === 'searches');
    const forCampaign = await json(await kit.call('GET', `/campaigns/${c.id}/keyword-suggestions`));
    expect(searches(forCampaign)).toEqual([
      { text: 'sneakersy damskie', source: 'searches', count: 15 },
      { text: 'air max 90', source: 'searches', count: 9 },
      { text: 'biale sneakersy', source: 'searches', count: 4 },
    ]);
    const limited = await json(await kit.call('GET', `/campaigns/${c.id}/keyword-suggestions?limit=1`));
    expect(searches(limited)).toEqual([{ text: 'sneakersy damskie', source: 'searches', count: 15 }]);

    // A draft of k3 only: the sibling's terms; one of k4: the apart campaign's.
    const draft = await json(await kit.call('POST', '/campaign-drafts', { name: 'Suggest from searches', skus: ['k3'] }));
    expect(searches(await json(await kit.call('GET', `/campaign-drafts/${draft.id}/keyword-suggestions`)))).toEqual([
      { text: 'air max 90', source: 'searches', count: 9 },
      { text: 'sneakersy damskie', source: 'searches', count: 3 },
    ]);
    const tees = await json(await kit.call('GET', `/campaigns/${apart.id}/keyword-suggestions`));
    expect(searches(tees)).toEqual([{ text: 'koszulka', source: 'searches', count: 30 }]);
  });
});
