import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { runReplay } from '../apps/server/src/replay/run-replay';
import { mapLoggedItem } from '../apps/server/src/replay/mapping';
import { obdPath, readObdLog } from '../apps/server/src/replay/obd-log';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown, tickPublishTerms } from './support/terms';
import { expectAccessible } from './support/axe';

/**
 * docs/architecture.md "Processes and data flow", whole loop in a real browser: sign in through the login form, create a campaign from
 * the real catalogue, replay real shop traffic (Open Bandit, random_men) against it, and read the
 * clicks and cost on the campaign overview. The campaign bids more than the replay's demo campaigns
 * on the two most-clicked logged items, so it must win every one of their auctions: its clicks are
 * exactly the log's clicks on those items, each charged its second price.
 */
describe('the advertiser loop', () => {
  let portal: Portal;
  let browser: Browser;
  let page: Page;
  let chosen: { productIds: string[]; loggedClicks: number };
  let campaignId = '';

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    // The replay's demo campaigns (OBD replay A/B/C, max CPC 2.50 / 1.80 / 1.20 PLN) and its item → product map.
    const setup = await fetch(`${portal.baseUrl}/v2/replay/setup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${portal.shopApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ createDemoCampaigns: true }),
    });
    expect(setup.status).toBe(200);
    const men: string[] = ((await setup.json()) as { products: { Men: { id: string }[] } }).products.Men.map((p) => p.id);
    const clicksByItem = new Map<number, number>();
    for await (const row of readObdLog(obdPath('random_men'))) {
      if (row.clicked) clicksByItem.set(row.itemId, (clicksByItem.get(row.itemId) ?? 0) + 1);
    }
    const top = [...clicksByItem].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 2);
    chosen = { productIds: top.map(([item]) => mapLoggedItem('random_men', item, men)), loggedClicks: top.reduce((s, [, n]) => s + n, 0) };
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('signs in, creates a campaign, serves it to replayed traffic and shows its clicks and cost', async () => {
    await signIn(page, portal.baseUrl, 'advertiser@demo.local', 'advertiser');
    expect(await acceptTermsIfShown(page)).toBe(true); // a new advertiser accepts the terms first (docs/requirements.md §2)
    await page.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
    await page.getByText('Nike (demo brand account)').click();
    await page.getByRole('button', { name: 'New campaign' }).or(page.getByRole('link', { name: 'New campaign' })).first().click();

    // The creator's steps: settings → products → budget and bid → review.
    await page.getByLabel('Campaign name').fill('E2E most-clicked items');
    // The main channel in PL: the replay's shop key (main channel, PL) must see it (docs/serving-trust.md "Channels, markets and shop API keys").
    await page.getByRole('radio', { name: 'Shop', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Poland', exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/step=products/);
    for (const sku of chosen.productIds) {
      await page.getByLabel('Search products').fill(sku);
      const grid = page.getByRole('grid', { name: 'Products' });
      await grid.getByRole('row').filter({ hasText: sku }).first().waitFor();
      await grid.getByRole('row').filter({ hasText: sku }).first().getByRole('checkbox').check();
    }
    await expect.poll(() => page.getByText(`Selected products: ${chosen.productIds.length}`).count()).toBe(1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Daily budget').fill('100,00');
    await page.getByLabel('Total budget').fill('1000,00');
    await page.getByLabel('Max CPC').fill('4,00');
    // Accelerated: the replay runs at whatever hour CI does; standard delivery would pace the budget by that hour.
    await page.getByRole('radio', { name: 'Accelerated (as fast as possible)' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/step=review/);
    await tickPublishTerms(page);
    await page.getByRole('button', { name: 'Publish campaign' }).click();
    await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    campaignId = page.url().split('/').pop()!;
    // The ad index takes the new campaign within about a second (change events, debounced): replay once it bids.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${portal.baseUrl}/v2/auctions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${portal.shopApiKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({ auctions: [{ type: 'listings', slots: 2, products: { ids: chosen.productIds } }] }),
          });
          const body = (await res.json()) as { results: { winners: { campaignId: string }[] }[] };
          return body.results[0]!.winners.filter((w) => w.campaignId === campaignId).length;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(chosen.productIds.length);

    const report = await runReplay({ url: portal.baseUrl, apiKey: portal.shopApiKey, files: ['random_men'] });
    expect(report.total.rowsRead).toBe(10_000);
    expect(report.total.clicksCharged).toBeGreaterThanOrEqual(chosen.loggedClicks);

    // The statistics roll-up moves the last events within about a second (STATS_ROLLUP_DELAY_MS): then read the overview.
    const rolledUp = async () =>
      (await queryRows<{ c: number }>(portal.ctx.db, sql`select coalesce(sum(clicks), 0)::int as c from stats_daily where campaign_id = ${campaignId}`))[0]!.c;
    await expect.poll(rolledUp, { timeout: 20_000, interval: 200 }).toBe(chosen.loggedClicks);
    await page.reload();
    const card = async (label: string) => (await page.getByRole('group', { name: label }).innerText()).replace(label, '').trim();
    await expect.poll(() => card('Clicks'), { timeout: 20_000 }).toBe(String(chosen.loggedClicks));
    expect(Number((await card('Views')).replace(/\s/g, ''))).toBeGreaterThan(chosen.loggedClicks);

    // What was charged: each click at its second price — between the reserve (1.00 PLN) and the
    // campaign's max CPC (4.00 PLN) — and never beyond the daily budget.
    const rows = await queryRows<{ spent_total: number; daily_budget: number }>(
      portal.ctx.db,
      sql`select spent_total, daily_budget from campaigns where id = ${campaignId}`,
    );
    const spent = Number(rows[0]!.spent_total);
    expect(spent).toBeGreaterThanOrEqual(chosen.loggedClicks * 100);
    expect(spent).toBeLessThanOrEqual(chosen.loggedClicks * 400);
    expect(spent).toBeLessThanOrEqual(Number(rows[0]!.daily_budget));
    const pln = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(spent / 100);
    expect((await card('Cost')).replace(/\s/g, ' ')).toBe(pln.replace(/\s/g, ' '));
  });

  it('the shop sells its products out through the catalogue API: within 1 s no winner, the overview says out of stock; back in stock it wins again', async () => {
    const sizes = await queryRows<{ sku: string }>(
      portal.ctx.db,
      sql`select sku_id as sku from product_sizes where product_id = any(${sql.param(chosen.productIds)}::text[]) and active and stock > 0`,
    );
    const shop = (method: string, path: string, body: unknown) =>
      fetch(`${portal.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${portal.shopApiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, json: (await r.json()) as { changed: number; results: { winners: { campaignId: string }[] }[] } }));
    const winners = async () =>
      (await shop('POST', '/v2/auctions', { auctions: [{ type: 'listings', slots: 2, products: { ids: chosen.productIds } }] })).json.results[0]!.winners;
    expect((await winners()).map((w) => w.campaignId)).toContain(campaignId);

    const soldOut = await shop('PATCH', '/v2/catalog/skus', { skus: sizes.map((s) => ({ id: s.sku, stock: 0 })) });
    expect(soldOut.json.changed).toBe(sizes.length);
    const started = performance.now();
    await expect.poll(async () => (await winners()).length, { timeout: 1000, interval: 20 }).toBe(0);
    expect(performance.now() - started).toBeLessThanOrEqual(1000);
    await page.reload();
    await expect.poll(() => page.locator('[data-status="OUT_OF_STOCK"]').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await shop('PATCH', '/v2/catalog/skus', { skus: sizes.map((s) => ({ id: s.sku, stock: 4 })) });
    await expect.poll(async () => (await winners()).map((w) => w.campaignId), { timeout: 1000, interval: 20 }).toContain(campaignId);
    await page.reload();
    await expect.poll(() => page.locator('[data-status="RUNNING"]').count()).toBeGreaterThan(0);
  });
});
