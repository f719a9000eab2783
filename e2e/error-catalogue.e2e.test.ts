import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loginWithPassword } from '../apps/server/src/testing/login.testkit';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown, tickPublishTerms } from './support/terms';
import { expectAccessible } from './support/axe';

/**
 * docs/requirements.md §8 in a real browser: errors an advertiser can provoke through the screens reach the real
 * server, come back as problem details with the catalogue `type`, and show the catalogue message
 * (with the field detail where the requirements gives one) in an error toast. (The stale-version 412 is in
 * campaign-lifecycle.e2e.test.ts; types the screens cannot reach — e.g. more than 1000 campaigns at
 * once — are provoked by the API tests of their modules.)
 */
describe('error catalogue messages (docs/requirements.md §8)', () => {
  let portal: Portal;
  let browser: Browser;
  let page: Page;
  let brand: string;
  let merchantName: string;

  const api = async (path: string, init: RequestInit & { accountId?: string } = {}) => {
    const { accessToken } = await loginWithPassword(portal.baseUrl, 'advertiser@demo.local', 'advertiser');
    return fetch(`${portal.baseUrl}/api${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(init.accountId ? { 'account-id': init.accountId } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  };
  const toast = (text: string) => page.locator('[aria-live=polite] .MuiAlert-root').filter({ hasText: text }).first();

  beforeAll(async () => {
    portal = await startPortal({ catalogueLimit: 3000 });
    brand = portal.demo.accountIds.brand;
    merchantName = ((await (await api(`/accounts/${portal.demo.accountIds.merchant}`)).json()) as { name: string }).name;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await signIn(page, portal.baseUrl, 'advertiser@demo.local', 'advertiser');
    await acceptTermsIfShown(page);
    await page.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
    await expectAccessible(page);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('CampaignNameNotUniqueException: publishing a second campaign with a taken name', async () => {
    const products = (await (await api('/products?size=1', { accountId: brand })).json()) as { content: { sku: string }[] };
    const sku = products.content[0]!.sku;
    const draft = (await (
      await api('/campaign-drafts', {
        method: 'POST',
        accountId: brand,
        body: JSON.stringify({ name: 'Taken name', maxCpc: 150, dailyBudget: 5000, totalBudget: null, startDate: today(), endDate: null, channel: 'MAIN', markets: ['PL'], skus: [sku] }),
      })
    ).json()) as { id: string };
    expect((await api(`/campaigns/${draft.id}`, { method: 'POST', accountId: brand, body: JSON.stringify({ termsVersion: 1 }) })).status).toBe(201);

    await page.goto(`${portal.baseUrl}/accounts/${brand}/campaigns/create`);
    await page.getByLabel('Campaign name').fill('taken NAME');
    await page.getByRole('radio', { name: 'eobuwie', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Poland', exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Search products').fill(sku);
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').filter({ hasText: sku }).first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Daily budget').fill('50,00');
    await page.getByLabel('Max CPC').fill('1,50');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await tickPublishTerms(page);
    await page.getByRole('button', { name: 'Publish campaign' }).click();
    await toast('Campaign name must be unique in the context of an account.').waitFor();
  });

  it('AccountNameTakenException: renaming the account to another account’s name', async () => {
    await page.goto(`${portal.baseUrl}/accounts/${brand}/settings`);
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByRole('textbox', { name: 'Account name' }).fill(merchantName.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The account with this name already exists.').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('OperationNotAllowedForAccountException: removing the last member of the account', async () => {
    await page.getByRole('button', { name: 'Remove advertiser@demo.local' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove user?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast('Operation not allowed for this account').waitFor();
    // The confirmation stays open after a failure; cancelling it leaves everything as it was.
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Nothing was lost: the user is still listed once the list has reloaded (the users table; the change history
    // on the same screen names the user too).
    const users = page.getByRole('table', { name: 'Users', exact: true });
    await expect.poll(() => users.getByRole('row').filter({ hasText: 'advertiser@demo.local' }).count(), { timeout: 10_000 }).toBe(1);
  });

  it('InventoryFilterValidationException: more than 100 brands in the product filter', async () => {
    const brands = Array.from({ length: 101 }, (_, i) => `brand-${i}`).join(',');
    await page.goto(`${portal.baseUrl}/accounts/${brand}/campaigns/create?step=products&brands=${brands}`);
    await toast('Validation error').waitFor();
    expect(await toast('Validation error').innerText()).toContain('1 to 100 brands');
  });

  it("a route's validity check: an id that is no UUID v4 shows 'Page Not Found: {path}' (docs/requirements.md §2)", async () => {
    const path = `/accounts/${brand}/campaigns/not-a-campaign-id`;
    await page.goto(`${portal.baseUrl}${path}`);
    await page.getByText(`Page Not Found: ${path}`).waitFor();
    await expectAccessible(page);
  });

  it('InvalidStatisticsParamsException: a statistics range longer than the server allows', async () => {
    const list = (await (await api('/campaign-views/active-list', { accountId: brand })).json()) as { content: { id: string }[] };
    await page.goto(`${portal.baseUrl}/accounts/${brand}/campaigns/${list.content[0]!.id}?from=2019-01-01`);
    await toast('Invalid parameters for fetching statistics (metrics list, campaignId and sortBy needed)').waitFor();
  });
});

function today(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
}
