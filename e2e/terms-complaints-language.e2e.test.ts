import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown } from './support/terms';
import { expectAccessible, seriousViolations } from './support/axe';

/**
 * Terms versions, complaints and the language in a real browser (docs/terms.md, docs/complaints.md,
 * docs/conventions.md "The web app"): staff publish version 2 on /marops/terms (a day less than 7 days ahead
 * is refused), every advertiser user is e-mailed, and the advertiser sees the notice of the new terms and reads
 * them. With the server's clock moved past the day, the advertiser must accept version 2 before reaching the
 * campaigns; they file a complaint, staff answer it in the queue, the advertiser reads the answer and switches
 * the interface to Polish. axe-core finds no serious violation on any screen.
 */
let portal: Portal;
let browser: Browser;
/** How far the server's clock runs ahead of the machine's (ms). */
let clockAhead = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 50, now: () => new Date(Date.now() + clockAhead) });
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

  it('from its day version 2 must be accepted first; a complaint is filed, answered by staff and read, in Polish', async () => {
    clockAhead = 8 * DAY_MS; // past the day version 2 takes effect (7 days ahead at the earliest)
    const advertiser = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(advertiser, portal.baseUrl, 'advertiser@demo.local', 'advertiser');
    // The gate asks for the version in force before anything else.
    const dialog = advertiser.getByRole('dialog').filter({ has: advertiser.getByRole('button', { name: 'Accept Terms and Conditions' }) });
    await dialog.getByText(/version 2 is in force since/).waitFor({ timeout: 15_000 });
    await expectAccessible(advertiser);
    expect(await acceptTermsIfShown(advertiser)).toBe(true);
    await advertiser.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
    await advertiser.getByText('Nike (demo brand account)').click();
    await advertiser.waitForURL(/\/campaigns\/list$/);
    const accountId = /\/accounts\/([0-9a-f-]{36})\//.exec(advertiser.url())![1]!;

    // The advertiser files a complaint (subject type and date, the demand, contact details).
    await advertiser.goto(`${portal.baseUrl}/accounts/${accountId}/complaints`);
    await advertiser.getByRole('heading', { name: 'Complaints' }).first().waitFor();
    await advertiser.getByRole('button', { name: 'File a complaint' }).first().click();
    const form = advertiser.getByRole('dialog', { name: 'File a complaint' });
    await form.getByRole('combobox', { name: /Type of complaint/ }).click();
    await advertiser.getByRole('option', { name: 'Invoice' }).click();
    const today = new Date();
    const ddmmyyyy = `${String(today.getDate()).padStart(2, '0')}${String(today.getMonth() + 1).padStart(2, '0')}${today.getFullYear()}`;
    await form.getByRole('group', { name: /Date of the event/ }).getByRole('spinbutton').first().click();
    await advertiser.keyboard.type(ddmmyyyy);
    await form.getByLabel(/Your demand/).fill('Correct the October invoice: two clicks were charged twice.');
    if (!(await form.getByLabel(/Contact name/).inputValue())) await form.getByLabel(/Contact name/).fill('Ada Advertiser');
    if (!(await form.getByLabel(/Contact e-mail/).inputValue())) await form.getByLabel(/Contact e-mail/).fill('advertiser@demo.local');
    await expectAccessible(advertiser);
    await form.getByRole('button', { name: 'Send the complaint' }).click();
    await advertiser.getByText(/^Complaint sent\. We will answer by /).waitFor();
    await advertiser.getByRole('region', { name: 'Complaints' }).or(advertiser.getByRole('group', { name: 'Complaints' })).getByText(/two clicks were charged twice/).first().waitFor();

    // Staff take it from the queue, answer (e-mailed) and close it.
    const staff = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await signIn(staff, portal.baseUrl, 'marops@demo.local', 'marops', '/marops/complaints');
    await staff.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Complaints' }).waitFor();
    const account = 'Nike \\(demo brand account\\)';
    await staff.getByRole('button', { name: new RegExp(`^Assign to me: the complaint of ${account}$`) }).first().click();
    await staff.getByText('The complaint is assigned to you.').waitFor();
    await expectAccessible(staff);
    await staff.getByRole('button', { name: new RegExp(`^Answer the complaint of ${account}$`) }).first().click();
    const answer = staff.getByRole('dialog', { name: new RegExp(`^Answer the complaint of ${account}$`) });
    await answer.getByRole('textbox', { name: /Answer/ }).fill('We credited the two clicks on a correction invoice.');
    await answer.getByRole('button', { name: 'Send the answer' }).click();
    await staff.getByText(/^Answer sent to /).waitFor();
    await staff.goto(`${portal.baseUrl}/marops/mail-outbox`);
    await staff.getByText('advertiser@demo.local').first().waitFor();

    // The advertiser reads the answer, then switches the interface to Polish: every visible text follows.
    await advertiser.reload();
    await advertiser.getByText('We credited the two clicks on a correction invoice.').waitFor();
    await expectAccessible(advertiser);
    await advertiser.getByRole('button', { name: /^User menu: / }).click();
    await advertiser.getByRole('menuitemradio', { name: 'Polski' }).click();
    await advertiser.getByRole('heading', { name: 'Reklamacje' }).first().waitFor();
    // innerText as shown (buttons are upper case), compared in lower case.
    const visible = (await advertiser.locator('body').innerText()).toLowerCase();
    for (const english of ['Complaints', 'File a complaint', 'Answered', 'Answer due by', 'Sign out', 'Help Center', 'Filed']) {
      expect(visible, `"${english}" after switching to Polski`).not.toContain(english.toLowerCase());
    }
    expect(visible).toContain('złóż reklamację');
    await expectAccessible(advertiser);
  });
});
