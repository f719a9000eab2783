import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { openStaffScreen } from './support/staff-nav';
import { expectAccessible } from './support/axe';

/**
 * docs/architecture.md "Staff run the platform", audit log: staff sign in through the login form, open
 * the audit log from the app bar, filter by URL, see the entries and export them as CSV.
 */
describe('staff audit log', () => {
  let portal: Portal;
  let browser: Browser;
  beforeAll(async () => {
    portal = await startPortal({ catalogueLimit: 200 });
    browser = await launchChromium();
    // Two writes an advertiser made earlier (written as the server's audit hook writes them).
    const brand = portal.demo.accountIds.brand;
    for (const [url, after] of [
      [`/api/accounts/${brand}`, 'Nike renamed'],
      ['/api/campaign-drafts', null],
    ] as const) {
      portal.app.audit.enqueue({
        at: new Date(),
        userId: null,
        actorEmail: 'advertiser@demo.local',
        accountId: brand,
        actingAsStaff: false,
        method: after ? 'PATCH' : 'POST',
        url,
        status: 200,
        requestId: null,
        changes: after ? [{ field: 'name', before: 'Nike', after }] : null,
      });
    }
    await portal.app.audit.flush();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('finds the actions on an account by URL and exports them as CSV', async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await signIn(page, portal.baseUrl, 'marops@demo.local', 'marops');
    await openStaffScreen(page, 'Audit log');
    await page.getByRole('heading', { name: '[MarOps] Audit log' }).waitFor();
    await page.getByLabel('URL contains').fill('/api/accounts/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/urlContains=%2Fapi%2Faccounts%2F/);
    const grid = page.getByRole('grid', { name: '[MarOps] Audit log' });
    await grid.getByText('name: Nike → Nike renamed').waitFor();
    await expectAccessible(page);
    await expect.poll(() => grid.getByText('/api/campaign-drafts').count()).toBe(0); // the unfiltered page gives way

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('at,actorEmail,userId,actingAsStaff,accountId,method,url,status,requestId,changes,seq,hash');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('advertiser@demo.local');
  });
});
