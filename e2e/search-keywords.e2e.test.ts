import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { ShopClient } from '../apps/server/src/replay/shop-client';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown } from './support/terms';
import { expectAccessible } from './support/axe';

/**
 * docs/search-placements.md end to end in a real browser: the advertiser adds an exact keyword (with its own bid) and a
 * negative phrase keyword to a campaign on its edit screen; the shop sends search auctions through its client; the
 * campaign wins the keyword's query at the keyword's bid, and not a query holding the negative keyword although its
 * broad keyword matches it; the clicks are charged; the campaign's Search terms table shows the query with the clicks
 * and cost of the click ledger.
 */
const QUERY = 'Sneakersy Damskie';
const TERM = 'sneakersy damskie';
const NEGATIVE_QUERY = 'sneakersy damskie podróbka';
const CLICKS = 3;

/** A bearer token and account the app itself used, read off its API requests. */
interface ApiSession {
  token: string;
  accountId: string;
}

function watchApiSession(page: Page): () => ApiSession | null {
  let session: ApiSession | null = null;
  page.on('request', (request) => {
    const auth = request.headers()['authorization'];
    const account = request.headers()['account-id'];
    if (request.url().includes('/api/') && auth?.startsWith('Bearer ') && account) session = { token: auth.slice(7), accountId: account };
  });
  return () => session;
}

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
const pln = (grosze: number) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(grosze / 100).replace(/\s/g, ' ');

describe('search keywords: keyword and negative on screen, search auctions, the search-term report', () => {
  let portal: Portal;
  let browser: Browser;
  let page: Page;
  let session: () => ApiSession | null;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });
    page = await context.newPage();
    session = watchApiSession(page);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const s = session()!;
    const response = await fetch(`${portal.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${s.token}`,
        'account-id': s.accountId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, etag: response.headers.get('etag'), body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };

  it('adds an exact keyword and a negative keyword, wins its query and not the negative one, and reports the clicks and cost of the ledger', async () => {
    await signIn(page, portal.baseUrl, 'advertiser@demo.local', 'advertiser');
    // A new advertiser accepts the terms first (docs/requirements.md §2); on a busy machine the dialog can take a while.
    await page.getByRole('button', { name: 'Accept Terms and Conditions' }).waitFor({ timeout: 30_000 });
    expect(await acceptTermsIfShown(page)).toBe(true);
    await page.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
    await page.getByText('Nike (demo brand account)').click();
    await page.waitForURL(/\/campaigns\/list$/);
    await expect.poll(() => session() !== null).toBe(true);
    const { accountId } = session()!;

    // The campaign itself is not the subject here: published through the API, with a BROAD keyword "sneakersy" (at the
    // max CPC, 2.00 PLN) that the negative keyword will have to beat.
    const skus = (
      await queryRows<{ id: string }>(
        portal.ctx.db,
        sql`select id from products where brand_code = 'nike' and stock > 0 order by id limit 2`,
      )
    ).map((r) => r.id);
    expect(skus).toHaveLength(2);
    const terms = await api('GET', '/terms');
    const draft = await api('POST', '/campaign-drafts', {
      name: 'E2E search keywords',
      skus,
      dailyBudget: 10000,
      totalBudget: 100000,
      maxCpc: 200,
      startDate: today(),
      endDate: null,
      channel: 'MAIN',
      markets: ['PL'],
      delivery: 'ACCELERATED',
    });
    expect(draft.status).toBe(201);
    const published = await api('POST', `/campaigns/${String(draft.body.id)}`, { termsVersion: terms.body.versionInForce });
    expect(published.status).toBe(201);
    const campaignId = String(published.body.id);
    const broad = await api('PATCH', `/campaigns/${campaignId}/keywords`, {
      keywords: [{ text: 'sneakersy', matchType: 'BROAD', bid: null }],
    });
    expect(broad.status).toBe(200);

    // The edit screen: an exact keyword with its own bid (3.00 PLN) and a negative phrase keyword, saved.
    await page.goto(`${portal.baseUrl}/accounts/${accountId}/campaigns/${campaignId}/edit`);
    const card = page.getByRole('region', { name: 'Search keywords' });
    await card.getByRole('list', { name: 'Keywords' }).getByText('sneakersy', { exact: true }).waitFor({ timeout: 20_000 });
    await card.getByLabel('Keyword', { exact: true }).fill(QUERY);
    await card.getByLabel('Keyword bid (optional)').fill('3,00');
    await card.getByRole('button', { name: 'Add keyword', exact: true }).click();
    await card.getByRole('list', { name: 'Keywords' }).getByText(QUERY, { exact: true }).waitFor();
    await card.getByLabel('Negative keyword', { exact: true }).fill('podróbka');
    await card.getByRole('button', { name: 'Add negative keyword', exact: true }).click();
    await card.getByRole('list', { name: 'Negative keywords' }).getByText('podróbka', { exact: true }).waitFor();
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Save keywords', exact: true }).click();
    await page.getByText('Keywords saved.').waitFor();
    const lists = await api('GET', `/campaigns/${campaignId}/keywords`);
    const keywords = lists.body.keywords as { id: string; normalized: string; matchType: string; bid: number | null }[];
    const exact = keywords.find((k) => k.normalized === TERM)!;
    expect(exact).toMatchObject({ matchType: 'EXACT', bid: 300 });
    expect(lists.body.negativeKeywords).toMatchObject([{ normalized: 'podrobka', matchType: 'PHRASE' }]);

    // The shop searches. The keyword index follows the change within its debounce: poll until the query finds the campaign.
    const shop = new ShopClient(portal.baseUrl, portal.shopApiKey);
    const ours = async (searchQuery: string) =>
      (await shop.auctions([{ type: 'listings', slots: 2, searchQuery }]))[0]!.winners.filter(
        (w) => 'campaignId' in w && w.campaignId === campaignId,
      );
    await expect.poll(async () => (await ours(QUERY)).length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    // The negative keyword keeps it away from a query its broad keyword matches; without the negative word it wins.
    expect(await ours(NEGATIVE_QUERY)).toEqual([]);
    expect((await ours('sneakersy białe')).length).toBeGreaterThan(0);

    // Searches for the keyword's query, each shown and clicked by another shopper.
    for (let i = 0; i < CLICKS; i++) {
      const [win] = await ours(QUERY);
      const impression = {
        id: `e2e-imp-${i}`,
        occurredAt: new Date().toISOString(),
        opaqueUserId: `e2e-shopper-${i}`,
        resolvedBidId: win!.resolvedBidId,
      };
      const accepted = await shop.events({ impressions: [impression], clicks: [{ ...impression, id: `e2e-click-${i}` }] });
      expect(accepted.accepted).toMatchObject({ impressions: 1, clicks: 1 });
    }

    // The ledger: every click charged, under the exact keyword and the normalised term, never above its bid.
    const ledger = await queryRows<{ clicks: number; cost: number; keywords: string[] }>(
      portal.ctx.db,
      sql`select count(*)::int as clicks, coalesce(sum(price), 0)::int as cost, array_agg(distinct keyword_id::text) as keywords
          from clicks where campaign_id = ${campaignId} and billable and search_term = ${TERM}`,
    );
    const charged = ledger[0]!;
    expect(charged.clicks).toBe(CLICKS);
    expect(charged.keywords).toEqual([exact.id]);
    expect(charged.cost).toBeGreaterThanOrEqual(CLICKS * 100);
    expect(charged.cost).toBeLessThanOrEqual(CLICKS * 300);
    const spent = await queryRows<{ spent: number }>(
      portal.ctx.db,
      sql`select spent_total as spent from campaigns where id = ${campaignId}`,
    );
    expect(Number(spent[0]!.spent)).toBe(charged.cost);

    // The roll-up moves the events within about a second; then the campaign's Search terms table shows them.
    const rolledUp = async () =>
      (
        await queryRows<{ c: number }>(
          portal.ctx.db,
          sql`select coalesce(sum(clicks), 0)::int as c from stats_search_terms_daily where campaign_id = ${campaignId} and search_term = ${TERM}`,
        )
      )[0]!.c;
    await expect.poll(rolledUp, { timeout: 20_000, interval: 200 }).toBe(CLICKS);
    await page.goto(`${portal.baseUrl}/accounts/${accountId}/campaigns/${campaignId}`);
    const report = page.getByRole('region', { name: 'Search terms' });
    const row = report.getByRole('row').filter({ hasText: TERM });
    await row.first().waitFor({ timeout: 20_000 });
    expect(await row.count()).toBe(1);
    expect((await row.locator('[data-field="clicks"]').innerText()).trim()).toBe(String(charged.clicks));
    expect((await row.locator('[data-field="cost"]').innerText()).replace(/\s/g, ' ').trim()).toBe(pln(charged.cost));
    // The negative query never reached the report.
    expect(await report.getByRole('row').filter({ hasText: 'podrobka' }).count()).toBe(0);
    await expectAccessible(page);
  });
});
