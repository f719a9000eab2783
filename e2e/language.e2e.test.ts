import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';

/**
 * The language of the web app (docs/conventions.md "Texts, languages and formats") in a real browser:
 * chosen in the user menu, applied at once (texts and the DataGrid's own texts), remembered for the
 * user on another device. Needs `npm run build -w @ads/web` first.
 */
const MAROPS = { email: 'marops@demo.local', password: 'marops' };

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 100 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

describe('language switcher', () => {
  it('switches to Polski at once, and a new device signs in in Polish; back to English', async () => {
    const first = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await first.newPage();
    await signIn(page, portal.baseUrl, MAROPS.email, MAROPS.password, '/marops/accounts');
    await page.getByRole('heading', { name: '[MarOps] Accounts' }).waitFor();
    await page.getByText('Rows per page:').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.getByRole('button', { name: /^User menu: / }).click();
    await page.getByRole('menu', { name: 'User menu' }).waitFor();
    // axe-core finds no serious or critical violation in the app bar and the open menu.
    expect(await seriousViolations(page, 'header')).toEqual([]);
    expect(await seriousViolations(page, '#user-menu')).toEqual([]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account-views/user/language') && r.request().method() === 'PUT');
    await page.getByRole('menuitemradio', { name: 'Polski' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { name: '[MarOps] Konta' }).waitFor();
    await page.getByText('Wierszy na stronę:').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    // Reloaded: the browser's hint starts the app in Polish.
    await page.reload();
    await page.getByRole('heading', { name: '[MarOps] Konta' }).waitFor();

    // Another device: nothing in its storage; the language comes with the user.
    const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await second.newPage();
    await signIn(phone, portal.baseUrl, MAROPS.email, MAROPS.password, '/marops/accounts');
    await phone.getByRole('heading', { name: '[MarOps] Konta' }).waitFor();

    await phone.getByRole('button', { name: /^Menu użytkownika: / }).click();
    expect(await phone.getByRole('menuitemradio', { name: 'Polski' }).getAttribute('aria-checked')).toBe('true');
    await phone.getByRole('menuitemradio', { name: 'English' }).click();
    await phone.getByRole('heading', { name: '[MarOps] Accounts' }).waitFor();
    await first.close();
    await second.close();
  });
});
