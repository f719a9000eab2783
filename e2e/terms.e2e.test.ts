import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown } from './support/terms';
import { seriousViolations } from './support/axe';

/**
 * Terms versions in a real browser (docs/terms.md): staff publish version 2 on /marops/terms (a day less
 * than 7 days ahead is refused), every advertiser user is e-mailed, and the advertiser sees the notice of
 * the new terms and reads them. axe-core finds no serious violation on the screens.
 */
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 50 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** `day` plus `n` days, as YYYY-MM-DD. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe('terms versions', () => {
  it('staff publish new terms 7 days ahead; the advertiser is e-mailed, sees the notice and reads them', async () => {
    const staff = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await signIn(staff, portal.baseUrl, 'marops@demo.local', 'marops', '/marops/terms');
    await staff.getByRole('heading', { name: '[MarOps] Terms and Conditions' }).waitFor();
    await staff.getByRole('table', { name: 'Published versions' }).getByRole('row').nth(1).getByText('In force').waitFor();
    expect(await seriousViolations(staff)).toEqual([]);

    const date = staff.getByLabel('Takes effect on (Europe/Warsaw)');
    const earliest = await date.inputValue();
    await staff.getByRole('textbox', { name: 'Text (Markdown)' }).fill('# Regulamin, wersja 2\n\nSprzedawca: {{company.name}}.\n\n---\n\n# Terms, version 2\n\nSeller: {{company.name}}.');
    await date.fill(addDays(earliest, -1));
    await staff.getByRole('button', { name: 'Publish new terms' }).click();
    await staff.getByText(`${earliest} at the earliest`).first().waitFor();
    await date.fill(earliest);
    await staff.getByRole('button', { name: 'Publish new terms' }).click();
    await staff.getByText(/^Version 2 published; \d+ advertiser users e-mailed\.$/).waitFor();
    await staff.getByRole('table', { name: 'Published versions' }).getByText('Upcoming').waitFor();

    await staff.goto(`${portal.baseUrl}/marops/mail-outbox`);
    await staff.getByText('advertiser@demo.local').first().waitFor();
    await staff.getByText(/New Ads Portal terms from \d{4}-\d{2}-\d{2}/).first().waitFor();

    const advertiser = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(advertiser, portal.baseUrl, 'advertiser@demo.local', 'advertiser');
    await acceptTermsIfShown(advertiser);
    const notice = advertiser.getByRole('status', { name: 'New Terms and Conditions' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/New Terms and Conditions take effect on \d{2}\.\d{2}\.\d{4}\./);
    expect(await seriousViolations(advertiser)).toEqual([]);
    await notice.getByRole('link', { name: 'Read them' }).click();
    await advertiser.getByRole('heading', { name: 'Terms and Conditions' }).first().waitFor();
    const text = advertiser.getByRole('article', { name: 'Terms and Conditions, version 2' });
    await text.getByRole('heading', { name: 'Regulamin, wersja 2' }).waitFor();
    expect(await text.innerText()).toContain('Seller: Ads Portal Demo sp. z o.o.');
    expect(await seriousViolations(advertiser)).toEqual([]);
  });
});
