import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignProducts, campaigns, queryRows } from '@ads/db';
import { monthDays, monthToClose, parsePln, warsawDay } from '@ads/domain';
import { servingFor } from '../apps/server/src/testing/serving.testkit';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown } from './support/terms';
import { seriousViolations, expectAccessible } from './support/axe';

/**
 * docs/billing.md in Chromium: shopper traffic replayed into last month through the serving API
 * (the server's clock moved, never the machine's), staff close the month on the billing screen,
 * the advertiser downloads the invoice PDF and the month's click ledger (CSV, XLSX; charged total =
 * invoice net), staff mark the invoice paid and credit a click, and the correction shows up; the
 * staff list shows KSeF off (the default).
 * Needs `npm run build -w @ads/web` first.
 */
let offset = 0;
let portal: Portal;
let browser: Browser;
const lastMonth = monthToClose(warsawDay(new Date()));
let campaignId: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- serving JSON
async function shop(path: string, body: unknown): Promise<any> {
  const res = await fetch(`${portal.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${portal.shopApiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 200, now: () => new Date(Date.now() + offset), env: { BILLING_JOBS: 'false' } });
  browser = await launchChromium();
  const products = await queryRows<{ id: string }>(portal.db.db, sql`select id from products where stock > 0 order by id limit 2`);
  const [row] = await portal.db.db
    .insert(campaigns)
    .values({
      accountId: portal.demo.accountIds.brand,
      name: 'Jesienna kampania',
      maxCpc: 250,
      totalBudget: 100_000,
      startDate: monthDays(lastMonth).first,
    })
    .returning({ id: campaigns.id });
  campaignId = row!.id;
  await portal.db.db.insert(campaignProducts).values(products.map((p) => ({ campaignId, productId: p.id })));
  // Last month, 15th, noon in Warsaw: the server's clock only.
  offset = new Date(`${lastMonth}-15T11:00:00Z`).getTime() - Date.now();
  await servingFor(portal.ctx)!.index.refresh();
  for (let i = 0; i < 6; i++) {
    const auction = await shop('/v2/auctions', {
      auctions: [{ type: 'listings', slots: 1, products: { ids: products.map((p) => p.id) } }],
    });
    const win = auction.results[0].winners[0];
    expect(win?.campaignId).toBe(campaignId);
    const at = new Date(Date.now() + offset).toISOString();
    const base = { occurredAt: at, opaqueUserId: `shopper-${i}`, resolvedBidId: win.resolvedBidId };
    await shop('/v2/events', { impressions: [{ id: `e2e-imp-${i}`, ...base }], clicks: [{ id: `e2e-clk-${i}`, ...base }] });
  }
  offset = 0;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function page(email: string, password: string): Promise<Page> {
  const p = await (await browser.newContext({ viewport: { width: 1920, height: 1080 }, acceptDownloads: true })).newPage();
  await signIn(p, portal.baseUrl, email, password);
  await acceptTermsIfShown(p);
  return p;
}

async function download(p: Page, name: string | RegExp): Promise<Buffer> {
  const [file] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name }).click()]);
  return readFile((await file.path())!);
}

describe('billing journey', () => {
  it('staff close last month; the advertiser downloads invoice and ledger; paid; a credit makes a correction', async () => {
    const staff = await page('marops@demo.local', 'marops');
    await staff.goto(`${portal.baseUrl}/marops/billing`);
    await staff.getByLabel('Month to close').fill(lastMonth);
    await staff.getByRole('button', { name: 'Run close' }).click();
    await staff.getByText(`Close of ${lastMonth}: 1 new invoices (DONE).`).waitFor();
    await expectAccessible(staff);
    const [invoice] = await queryRows<{ id: string; number: string; net: number; gross: number }>(
      portal.db.db,
      sql`select id, number, net, gross from invoices`,
    );
    expect(invoice!.net).toBeGreaterThan(0);
    // KSeF is off by default (docs/ksef.md): the staff list says so, and the KSeF column passes axe-core.
    const staffInvoices = staff.getByRole('table', { name: 'Invoices' });
    await staffInvoices.getByRole('row').filter({ hasText: invoice!.number }).getByText('KSeF: off').waitFor();
    expect(await seriousViolations(staff, 'table[aria-label="Invoices"] tbody td:nth-child(8)')).toEqual([]);

    const adv = await page('advertiser@demo.local', 'advertiser');
    const refused: string[] = [];
    adv.on(
      'response',
      (r) =>
        void (
          r.status() >= 400 && refused.push(`${r.status()} ${r.request().method()} ${r.url()} ${r.request().headers()['account-id'] ?? ''}`)
        ),
    );
    await adv.goto(`${portal.baseUrl}/accounts/${portal.demo.accountIds.brand}/billing`);
    const table = adv.getByRole('table', { name: 'Invoices' });
    await table.getByRole('row').filter({ hasText: invoice!.number }).getByText('Issued').waitFor();
    await expectAccessible(adv);
    const pdf = await download(adv, `Download ${invoice!.number} as PDF`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = (await download(adv, 'Download CSV')).toString('utf8');
    const charged = csv
      .trim()
      .split('\n')
      .slice(1)
      .reduce((s, line) => s + parsePln(line.split(',')[9]!), 0);
    expect(charged).toBe(invoice!.net);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(adv, 'Download XLSX')) as unknown as ArrayBuffer);
    expect(book.getWorksheet('Ledger')!.rowCount).toBe(7);
    console.log(`[billing e2e] ${invoice!.number}: net ${invoice!.net}, gross ${invoice!.gross} grosze; ledger CSV charged ${charged}`);

    await staff.goto(`${portal.baseUrl}/marops/billing?status=ISSUED`);
    await staff.getByRole('button', { name: `Mark paid: ${invoice!.number}` }).click();
    await staff.getByText(`${invoice!.number} marked paid.`).waitFor();
    await staff.goto(`${portal.baseUrl}/marops/billing?status=PAID&period=${lastMonth}`);
    await staff.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoice!.number }).waitFor();
    await expectAccessible(staff);

    await staff.getByLabel('Account id').nth(1).fill(portal.demo.accountIds.brand);
    await staff.getByLabel('Month of the clicks').fill(lastMonth);
    await staff.getByRole('checkbox').first().check();
    await staff.getByLabel('Reason').fill('Nieważny ruch');
    await staff.getByRole('button', { name: 'Credit 1 clicks' }).click();
    await staff.getByText('1 clicks credited; 1 correction invoices issued.').waitFor();

    await adv.reload();
    await table.getByRole('row').filter({ hasText: 'KOR/' }).waitFor();
    await table.getByRole('row').filter({ hasText: invoice!.number }).getByText('Paid').waitFor();
    await expectAccessible(adv);
    await adv.screenshot({ path: '/tmp/billing-e2e-advertiser.png', fullPage: true });
    expect(refused.filter((r) => r.includes('/api/billing'))).toEqual([]);
    await staff.screenshot({ path: '/tmp/billing-e2e-staff.png', fullPage: true });
  });
});
