import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown } from './support/terms';
import { expectAccessible, seriousViolations } from './support/axe';

/**
 * "Ad account settings" (docs/requirements.md §2, §6, §7) in a real browser: rename the account (PATCH with
 * If-Match), invite a user by e-mail, remove them after confirming; at 1920×1080 and 390×844.
 */
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 300 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

describe.each([
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
])('account settings at $width×$height', (viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    await signIn(page, portal.baseUrl, 'advertiser@demo.local', 'advertiser', `/accounts/${portal.demo.accountIds.brand}/settings`);
    await acceptTermsIfShown(page);
    await page.getByRole('heading', { name: 'Ad account settings' }).waitFor();
    await expectAccessible(page);
  });
  afterAll(async () => context?.close());

  it('renames the account', async () => {
    const name = `Brand ${viewport.name} ${Date.now()}`;
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByRole('textbox', { name: 'Account name' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Account name saved.').waitFor();
    await page.getByText(name, { exact: true }).first().waitFor();
  });

  it('sets who paid for the ads (DSA art. 26) in a card with no serious axe-core violation', async () => {
    const card = page.getByRole('region', { name: 'Shown with your ads' });
    await card.waitFor();
    expect(await seriousViolations(page, 'section[aria-labelledby="ad-transparency-title"]')).toEqual([]);
    await card.getByRole('textbox', { name: 'Paid by' }).fill(`Agency ${viewport.name}`);
    await card.getByRole('button', { name: 'Update the names' }).click();
    await page.getByText(`Shown now: Agency ${viewport.name}`).waitFor();
  });

  it('refuses an empty name at the field', async () => {
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByRole('textbox', { name: 'Account name' }).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter the account name.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('invites a user by e-mail and removes them after confirming', async () => {
    const email = `invitee-${viewport.name}@example.com`;
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByText(`Invitation sent to ${email}.`).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Invited').waitFor();
    await page.getByRole('button', { name: `Remove ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove user?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`${email} removed.`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: email }).count()).toBe(0);
  });

  it('refuses an invalid e-mail at the field', async () => {
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
  });
});
