import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown, readAndTickInvitationTerms } from './support/terms';
import { openStaffScreen } from './support/staff-nav';
import { expectAccessible } from './support/axe';

/**
 * Teams and programmatic access in a real browser (docs/access-roles.md, docs/bulksheets.md): an admin invites a
 * member as campaign manager, who signs in through the real login and is refused billing; the admin downloads a
 * bulksheet, changes three keyword bids and adds a row with an error, uploads it, sees the dry-run changes and
 * the error, fixes the row, applies, and the campaign's change history shows the three bids.
 */
type Row = Record<string, string>;
const COLUMNS = [
  'Row type',
  'Campaign ID',
  'Version',
  'Campaign name',
  'Status',
  'Daily budget (PLN)',
  'Total budget (PLN)',
  'Max CPC (PLN)',
  'Start date',
  'End date',
  'Delivery',
  'SKU',
  'Keyword',
  'Match type',
  'Bid (PLN)',
];
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

let portal: Portal;
let browser: Browser;
let admin: Page;
let adminContext: BrowserContext;
let token: string | null = null;

/** Calls the API with the admin's own bearer token (read off the app's requests), for set-up only. */
async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${portal.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'account-id': portal.demo.accountIds.brand,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 300 });
  browser = await launchChromium();
  adminContext = await browser.newContext({ viewport: { width: 1920, height: 1080 }, acceptDownloads: true, locale: 'en-GB' });
  admin = await adminContext.newPage();
  admin.on('request', (request) => {
    const auth = request.headers()['authorization'];
    if (request.url().includes('/api/') && auth?.startsWith('Bearer ')) token = auth.slice(7);
  });
  await signIn(admin, portal.baseUrl, 'advertiser@demo.local', 'advertiser', `/accounts/${portal.demo.accountIds.brand}/settings`);
  await acceptTermsIfShown(admin);
  await admin.getByRole('heading', { name: 'Ad account settings' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

describe('teams and bulksheets', () => {
  it('an admin invites a campaign manager, who signs in through the real login and cannot open billing', async () => {
    const email = 'campaign.manager@example.com';
    await admin.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await admin.getByRole('combobox', { name: 'Role of the new user' }).click();
    await admin.getByRole('option', { name: /^Campaign manager/ }).click();
    await admin.getByRole('button', { name: 'Add user' }).click();
    await admin.getByText(`Invitation sent to ${email}.`).waitFor();

    const staff = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    await signIn(staff, portal.baseUrl, 'marops@demo.local', 'marops');
    await openStaffScreen(staff, 'Mail outbox');
    await staff.getByText(email).first().click();
    const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(await staff.locator('pre').first().innerText())?.[0];
    expect(link).toBeDefined();

    const manager = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    await manager.goto(link!);
    await manager.getByLabel('Your name').fill('Campaign Manager');
    await manager.getByLabel('Password', { exact: true }).fill('a-strong-pass');
    await manager.getByLabel('Repeat password').fill('a-strong-pass');
    await readAndTickInvitationTerms(manager);
    await manager.getByRole('button').last().click();
    await manager.locator('#username').waitFor();
    await manager.fill('#username', email);
    await manager.fill('#password', 'a-strong-pass');
    await manager.click('#kc-login');
    await manager.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
    await manager.getByText('Nike (demo brand account)').first().click();
    await manager.waitForURL(/\/campaigns\/list$/);
    await manager.getByRole('table', { name: 'Active' }).waitFor();
    // No billing in the app bar for a campaign manager; the billing screen's data is refused by the server.
    expect(await manager.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    const refused = manager.waitForResponse((r) => r.url().includes('/api/billing/') && r.status() === 403);
    await manager.goto(`${portal.baseUrl}/accounts/${portal.demo.accountIds.brand}/billing`);
    await refused;
    await expectAccessible(manager);
  });

  // The API-key step goes here: the admin creates an API key, and a curl script lists the campaigns with it.

  it('downloads a bulksheet, uploads 3 changed bids and an erroneous row, fixes it, applies; the history shows the bids', async () => {
    expect(token).not.toBeNull();
    const products = await api('GET', '/products?page=0&size=2');
    const skus = (products.body['content'] as { sku: string }[]).map((p) => p.sku);
    const draft = await api('POST', '/campaign-drafts', {
      name: 'Bulksheet journey',
      skus,
      dailyBudget: 5000,
      totalBudget: null,
      maxCpc: 150,
      startDate: today(),
      endDate: null,
      channel: 'MAIN',
      markets: ['PL'],
      keywords: [
        { text: 'buty', matchType: 'EXACT', bid: 200 },
        { text: 'koszulka', matchType: 'PHRASE', bid: 210 },
        { text: 'nike', matchType: 'BROAD', bid: 220 },
      ],
    });
    expect(draft.status).toBe(201);
    const id = String(draft.body['id']);
    expect((await api('POST', `/campaigns/${id}`, { termsVersion: 1 })).status).toBe(201);

    await admin.goto(`${portal.baseUrl}/accounts/${portal.demo.accountIds.brand}/campaigns/list/bulksheets`);
    await admin.getByRole('button', { name: 'Download CSV' }).waitFor();
    await expectAccessible(admin);
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^campaigns-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await readFile((await download.path())!, 'utf8'), { bom: true, columns: true }) as Row[];
    const mine = rows.filter((r) => r['Campaign ID'] === id);
    expect(mine.filter((r) => r['Row type'] === 'Keyword')).toHaveLength(3);
    const bids: Record<string, string> = { buty: '2.50', koszulka: '2.60', nike: '2.70' };
    for (const r of mine) if (r['Row type'] === 'Keyword') r['Bid (PLN)'] = bids[r['Keyword']!]!;
    const extra: Row = { 'Row type': 'Keyword', 'Campaign ID': id, Keyword: 'bluza', 'Match type': 'EXACT', 'Bid (PLN)': 'two zloty' };
    const dir = await mkdtemp(join(tmpdir(), 'bulksheet-'));
    const write = async (name: string, list: Row[]) => {
      const path = join(dir, name);
      await writeFile(path, stringify(list, { header: true, columns: COLUMNS }));
      return path;
    };

    const fileInput = admin.locator('input[type=file]');
    await fileInput.setInputFiles(await write('with-error.csv', [...mine, extra]));
    await admin.getByRole('button', { name: 'Check file' }).click();
    const errors = admin.getByRole('table', { name: 'Errors' });
    await errors.getByText('“Bid (PLN)” must be an amount in PLN, such as 12.50.').waitFor();
    await errors
      .getByRole('row')
      .filter({ hasText: String(mine.length + 2) })
      .waitFor();
    const changes = admin.getByRole('table', { name: 'Changes' });
    await changes.getByRole('row').filter({ hasText: 'buty (EXACT)' }).filter({ hasText: '2,50 zł' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await expectAccessible(admin);

    extra['Bid (PLN)'] = '1.90';
    await fileInput.setInputFiles(await write('fixed.csv', [...mine, extra]));
    await admin.getByRole('button', { name: 'Check file' }).click();
    await admin.getByRole('status').filter({ hasText: '4 changes in 1 campaigns, 0 errors.' }).waitFor();
    await admin.getByRole('button', { name: 'Apply' }).click();
    await admin.getByRole('status').filter({ hasText: 'Applied: 4 changes in 1 campaigns.' }).first().waitFor();

    await admin.goto(`${portal.baseUrl}/accounts/${portal.demo.accountIds.brand}/campaigns/${id}`);
    const history = admin.getByRole('region', { name: 'Change history' });
    const keywordsRow = history.getByRole('row').filter({ hasText: 'Keywords' }).first();
    await keywordsRow.waitFor();
    const text = (await keywordsRow.innerText()).replace(/\s/gu, ' ');
    for (const bid of ['2,50 zł', '2,60 zł', '2,70 zł']) expect(text).toContain(bid);
    await expectAccessible(admin);
  });
});
