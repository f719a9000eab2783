import type { Page } from 'playwright-core';

/**
 * Signs in through the real login form of the identity provider: opens `baseUrl + path`, lets the
 * app send the browser to the provider (docs/requirements.md §4: check-sso, then login), fills the form and waits
 * until the app is back on its own origin.
 */
export async function signIn(page: Page, baseUrl: string, email: string, password: string, path = '/'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('#username').waitFor({ timeout: 30_000 });
  await page.fill('#username', email);
  await page.fill('#password', password);
  await page.click('#kc-login');
  await page.waitForURL((url) => url.origin === baseUrl && !url.pathname.startsWith('/realms/'), { timeout: 30_000 });
}
