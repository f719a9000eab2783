import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown, tickPublishTerms } from './support/terms';
import { expectAccessible } from './support/axe';

/**
 * docs/architecture.md "Advertiser portal decisions" in a real browser against the whole
 * portal: a campaign goes draft (saved at step 2) → resumed → published → paused → archived with the
 * lists following; an edit on a stale version shows the 412 message; two campaigns are paused in
 * bulk; the report downloads as .xlsx. Run at a desktop and a phone viewport.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A bearer token and account the app itself used, read off its API requests (for calls made "elsewhere"). */
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

async function api(
  portal: Portal,
  session: ApiSession,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${portal.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      'account-id': session.accountId,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The terms-of-service dialog may greet the advertiser: scroll its text to the end and accept. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

describe.each(VIEWPORTS)('campaign lifecycle at $name ($width×$height)', ({ name, width, height }) => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let session: () => ApiSession | null;
  let listUrl: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true, locale: 'en-GB' });
    // The portal under test reports web version '1.0.0-e2e'; answer with the built client's own version
    // so the sticky "New version available" notice does not cover the page (at 390 px it hides buttons).
    const { version } = JSON.parse(await readFile(new URL('../apps/web/package.json', import.meta.url), 'utf8')) as { version: string };
    await context.route('**/version.json', (route) => route.fulfill({ json: { version } }));
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    session = watchApiSession(page);
    await signIn(page, portal.baseUrl, 'advertiser@demo.local', 'advertiser');
    await acceptTermsIfShown(page);
    await page.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
    await expectAccessible(page);
    await page.getByText('Nike (demo brand account)').click();
    await page.waitForURL(/\/campaigns\/list$/);
    await page.getByRole('table', { name: 'Active' }).waitFor();
    await expectAccessible(page);
    listUrl = page.url();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('draft saved at step 2 → resumed → published → paused → archived, the lists following', async () => {
    const campaign = `Lifecycle ${name}`;
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.waitForURL(/\/campaigns\/create/);
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('New Campaign');
    await page.getByLabel('Campaign name').fill(campaign);
    // Channel and market are required (docs/serving-trust.md "Channels, markets and shop API keys"): Next shows both messages until chosen.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Choose the shop channel.').waitFor();
    await page.getByText('Choose at least one market.').waitFor();
    await expectAccessible(page);
    // Choosing the channel and moving on (its error goes on blur) leaves the market checkbox where the pointer is heading.
    const poland = page.getByRole('checkbox', { name: 'Poland', exact: true });
    const before = await poland.boundingBox();
    await page.getByRole('radio', { name: 'Shop and eobuwie', exact: true }).check();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByText('Choose the shop channel.').count()).toBe(0);
    expect(await poland.boundingBox()).toEqual(before);
    await poland.check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/step=products/);
    const grid = page.getByRole('grid', { name: 'Products' });
    for (const row of [1, 2]) await grid.getByRole('row').nth(row).getByRole('checkbox').check();
    await expectAccessible(page);
    await expect.poll(() => page.getByText('Selected products: 2').count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.waitForURL(/\/campaigns\/draft\/[0-9a-f-]{36}\?step=products$/);
    await page.getByText(`Draft "${campaign}" saved.`).waitFor();
    const draftId = new URL(page.url()).pathname.split('/').pop()!;

    // The DRAFTS tab lists it; opening it resumes at the saved step.
    await page.goto(`${listUrl}/drafts`);
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Campaigns Overview');
    await page.getByRole('tab', { name: 'Drafts', selected: true }).waitFor();
    await page.getByRole('link', { name: campaign }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: campaign }).click();
    await page.waitForURL(new RegExp(`/campaigns/draft/${draftId}$`));
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Campaign Draft');
    await page.getByRole('tab', { name: /Products/, selected: true }).waitFor();
    await expect.poll(() => page.getByText('Selected products: 2').count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Daily budget').fill('50,00');
    await page.getByLabel('Max CPC').fill('1,50');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/step=review/);
    await page.getByRole('button', { name: 'Publish campaign' }).waitFor();
    await expectAccessible(page);
    await tickPublishTerms(page);
    await page.getByRole('button', { name: 'Publish campaign' }).click();
    await page.waitForURL(new RegExp(`/campaigns/${draftId}$`), { timeout: 30_000 });
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Campaign overview');
    await page.getByText('Shop and eobuwie', { exact: true }).first().waitFor(); // the overview shows the channel

    // The overview: the eight metric cards, the chart, tables by product and by category.
    for (const label of ['Views', 'Clicks', 'CTR', 'Cost', 'Avg. CPC', 'Sales', 'Revenue', 'ROAS']) {
      await page.getByRole('group', { name: label, exact: true }).waitFor();
    }
    await page.getByRole('grid', { name: 'Performance by product' }).waitFor();
    await page.getByRole('grid', { name: 'Performance by category' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('dialog', { name: 'Pause campaigns?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Activate' }).waitFor();
    await page.getByText('Paused', { exact: true }).first().waitFor();

    await page.goto(listUrl);
    await page.getByRole('table', { name: 'Active' }).getByRole('link', { name: campaign }).waitFor();
    await page.goto(`${listUrl}/drafts`);
    await page.getByRole('table', { name: 'Drafts' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: campaign }).count(), { timeout: 20_000 }).toBe(0);

    await page.goto(`${listUrl.replace(/\/list$/, '')}/${draftId}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive campaigns?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Archived', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Pause' }).count(), { timeout: 20_000 }).toBe(0);

    await page.goto(listUrl);
    await page.getByRole('table', { name: 'Active' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: campaign }).count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('tab', { name: 'Archives' }).click();
    await page.waitForURL(/\/list\/archives$/);
    await page.getByRole('table', { name: 'Archives' }).getByRole('link', { name: campaign }).waitFor();
    await expectAccessible(page);
  });

  it('refuses an edit made on a stale version with the 412 message', async () => {
    const s = session();
    expect(s).not.toBeNull();
    const products = await api(portal, s!, 'GET', '/products?page=0&size=3');
    const skus = (products.body['content'] as { sku: string }[]).map((p) => p.sku);
    const id = await publish(portal, s!, `Edit ${name}`, skus.slice(0, 1));

    await page.goto(`${listUrl.replace(/\/list$/, '')}/${id}/edit`);
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Campaign');
    const cpc = page.getByLabel('Max CPC');
    await cpc.waitFor();
    await expectAccessible(page);
    // Someone else changes the campaign meanwhile.
    const current = await api(portal, s!, 'GET', `/campaigns/${id}`);
    const changed = await api(
      portal,
      s!,
      'PATCH',
      `/campaigns/${id}`,
      { name: `Edit ${name} (elsewhere)` },
      { 'if-match': current.etag ?? '' },
    );
    expect(changed.status).toBe(200);

    await cpc.fill('2,00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The resource has been modified. Please refresh the page and try again.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/edit$/);

    // After a reload the fresh version is accepted.
    await page.reload();
    await page.getByLabel('Max CPC').fill('2,00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(new RegExp(`/campaigns/${id}$`));
    expect((await api(portal, s!, 'GET', `/campaigns/${id}`)).body['maxCpc']).toBe(200);
  });

  it('pauses two campaigns in bulk from the ACTIVE list', async () => {
    const s = session()!;
    const products = await api(portal, s, 'GET', '/products?page=0&size=3');
    const skus = (products.body['content'] as { sku: string }[]).map((p) => p.sku);
    const names = [`Bulk A ${name}`, `Bulk B ${name}`];
    const ids = [await publish(portal, s, names[0]!, skus.slice(0, 1)), await publish(portal, s, names[1]!, skus.slice(1, 2))];

    await page.goto(`${listUrl}?q=Bulk`);
    const grid = page.getByRole('table', { name: 'Active' });
    for (const n of names) await grid.getByRole('row').filter({ hasText: n }).getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText('Selected: 2').waitFor();
    await expectAccessible(page);
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('dialog', { name: 'Pause campaigns?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Campaigns paused: 2.').waitFor();
    for (const n of names) await grid.getByRole('row').filter({ hasText: n }).getByText('Paused').waitFor();
    for (const id of ids) expect((await api(portal, s, 'GET', `/campaigns/${id}`)).body['userStatus']).toBe('PAUSED');
  });

  it('downloads the campaign report as .xlsx under the server’s file name', async () => {
    const s = session()!;
    const products = await api(portal, s, 'GET', '/products?page=0&size=1');
    const skus = (products.body['content'] as { sku: string }[]).map((p) => p.sku);
    const id = await publish(portal, s, `Report ${name}`, skus);
    await page.goto(`${listUrl.replace(/\/list$/, '')}/${id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK'); // an XLSX is a ZIP container
    expect(pageErrors).toEqual([]);
  });
});

/** Creates and publishes a campaign through the API (draft, then POST /campaigns/{id} with its version). */
async function publish(portal: Portal, session: ApiSession, name: string, skus: string[]): Promise<string> {
  const draft = await api(portal, session, 'POST', '/campaign-drafts', {
    name,
    skus,
    dailyBudget: 5000,
    totalBudget: null,
    maxCpc: 150,
    startDate: today(),
    endDate: null,
    channel: 'MAIN',
    markets: ['PL'],
  });
  expect(draft.status).toBe(201);
  const id = String(draft.body['id']);
  const published = await api(portal, session, 'POST', `/campaigns/${id}`, { termsVersion: 1 }, { 'if-match': `"${String(draft.body['version'])}"` });
  expect(published.status).toBe(201);
  return id;
}
