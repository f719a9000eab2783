import type { Browser } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { queryRows } from '@ads/db';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';

/**
 * Issue #7 "The retailer runs the platform": staff sign in through the real login form, land on the
 * staff home, open a BRAND account for a new e-mail, find its invitation in the outbox, open the
 * account in acting-as-staff mode (banner visible), leave, and suspend it with a reason — at a
 * desktop (1920×1080) and a phone (390×844) viewport. Needs `npm run build -w @ads/web` first.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let portal: Portal;
let browser: Browser;
let brandCode: string;

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 200 });
  browser = await launchChromium();
  [{ code: brandCode }] = (await queryRows<{ code: string }>(portal.db.db, sql`select code from brands order by code limit 1`)) as [
    { code: string },
  ];
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

describe.each(VIEWPORTS)('staff onboard, look after and stop an advertiser ($name)', (viewport) => {
  it('creates a BRAND account, sees the invitation, acts on it as staff and suspends it', async () => {
    const name = `E2E Brand ${viewport.name}`;
    const email = `owner.${viewport.name}@e2e.test`;
    const page = await (await browser.newContext({ viewport })).newPage();
    await signIn(page, portal.baseUrl, 'marops@demo.local', 'marops');
    await page.getByRole('heading', { name: '[MarOps] Accounts' }).waitFor();
    await page.getByRole('grid', { name: '[MarOps] Accounts' }).getByRole('link', { name: 'Nike (demo brand account)' }).waitFor();

    await page.getByRole('link', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New account' });
    await dialog.getByRole('textbox', { name: 'Account name' }).fill(name);
    await dialog.getByRole('textbox', { name: "First user's e-mail" }).fill(email);
    await dialog.getByRole('textbox', { name: 'Brand codes' }).fill(brandCode);
    await dialog.getByRole('textbox', { name: 'Tax id (NIP or EU VAT id)' }).fill('526-000-12-46');
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await page.getByRole('heading', { name: `[MarOps] Account ${name}` }).waitFor();
    await page.getByRole('cell', { name: email }).waitFor();

    await page.getByRole('link', { name: '[MarOps] Mail outbox' }).click();
    await page.getByText(`Invitation to the ad account ${name} on Ads Portal`).first().waitFor();
    await page.goBack();

    await page.getByRole('button', { name: 'Open as staff' }).click();
    const banner = page.getByRole('status', { name: 'Acting as staff' });
    await banner.getByText(`Acting as staff on ${name} — read-only`).waitFor();
    await page.reload();
    await banner.getByText(`Acting as staff on ${name} — read-only`).waitFor();
    await banner.getByRole('button', { name: 'Leave' }).click();

    await page.getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend ${name}?` });
    await confirm.getByRole('textbox', { name: /Reason/ }).fill('Unpaid invoice');
    await confirm.getByRole('button', { name: 'Suspend account' }).click();
    await page.getByText('Suspended').first().waitFor();
    await page
      .getByText(/Unpaid invoice/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
  });
});
