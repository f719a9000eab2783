import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startCampaignKit, type CampaignKit } from '../../testing/campaigns.testkit';
import { searchAuction } from '../../testing/serving.testkit';

// The shop key the campaign kit stores (main channel, PL).
const SHOP_KEY = 'campaign-kit-shop-key-0123456789abcdef';

describe('keyword changes reach search auctions (docs/search-placements.md "Keyword index")', () => {
  let kit: CampaignKit;
  beforeAll(async () => {
    kit = await startCampaignKit();
  });
  afterAll(() => kit?.close());

  const winners = async (query: string) => (await searchAuction(kit.server, query, { key: SHOP_KEY })).map((w) => w.campaignId);

  it('a published keyword, a changed list and a new negative keyword are in the keyword index within the debounce', async () => {
    const c = await kit.publish({ skus: ['1'], keywords: [{ text: 'Koszulka męska', matchType: 'PHRASE' }] });
    await expect.poll(() => winners('biała koszulka meska'), { timeout: 3000, interval: 30 }).toEqual([c.id]);

    const res = await kit.call('PATCH', `/campaigns/${c.id}/keywords`, {
      keywords: [{ text: 'bluza', matchType: 'EXACT' }],
      negativeKeywords: [{ text: 'bluza', matchType: 'EXACT' }],
    });
    expect(res.status).toBe(200);
    await expect.poll(() => winners('biała koszulka meska'), { timeout: 3000, interval: 30 }).toEqual([]);
    expect(await winners('bluza')).toEqual([]); // the EXACT negative excludes its own keyword's query

    await kit.call('PATCH', `/campaigns/${c.id}/keywords`, { negativeKeywords: [] });
    await expect.poll(() => winners('Bluza'), { timeout: 3000, interval: 30 }).toEqual([c.id]);

    await kit.call('PUT', '/campaigns/user-status', { userStatus: 'PAUSED', campaignIds: [c.id] });
    await expect.poll(() => winners('bluza'), { timeout: 3000, interval: 30 }).toEqual([]);
    expect((await json(await kit.call('GET', `/campaigns/${c.id}/keywords`))).keywords).toHaveLength(1);
  });
});
