import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAnnouncements } from '../apps/server/src/modules/announcements/announcements.seed';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { expectAccessible } from './support/axe';

/**
 * The app shell (docs/architecture.md "Advertiser portal decisions") in a real browser against the whole portal (docs/requirements.md §2, §4, §9): the terms
 * of service journey, route guards, toasts, the version notice and the announcements bar, at a
 * desktop (1920×1080) and a phone (390×844) viewport. Needs `npm run build -w @ads/web` first; the
 * portal is started reporting version '1.0.0-e2e' while the build is the web package's version, so
 * the version notice is due on every page load.
 */
const ADVERTISER = { email: 'advertiser@demo.local', password: 'advertiser' };
const MAROPS = { email: 'marops@demo.local', password: 'marops' };
const VIEWPORTS = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const FOREIGN_ACCOUNT = '6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f';

let portal: Portal;
let browser: Browser;

/** Client-side navigation (keeps the toasts): what a link click does, without needing a link. */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

const toasts = (page: Page) => page.locator('[aria-live=polite] > .MuiAlert-root');

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 300, webVersion: '1.0.0-e2e' });
  await seedDemoAnnouncements(portal.db.db);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

describe('terms of service dialog (docs/requirements.md §1, §2)', () => {
  it('marops never sees it and gets the staff announcements screen', async () => {
    const { context, page } = await newPage(VIEWPORTS[0]);
    await signIn(page, portal.baseUrl, MAROPS.email, MAROPS.password, '/marops/announcements');
    await page.getByRole('heading', { name: '[MarOps] Announcements' }).waitFor();
    await expectAccessible(page);
    expect(await page.getByText('This staff screen comes in a later release').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Welcome to Ads Portal' }).count()).toBe(0);
    await context.close();
  });

  it('an advertiser who has not accepted must scroll to the end, accept, and then it is gone for good', async () => {
    const { context, page } = await newPage(VIEWPORTS[1]);
    await signIn(page, portal.baseUrl, ADVERTISER.email, ADVERTISER.password);
    const dialog = page.getByRole('dialog', { name: 'Welcome to Ads Portal' });
    await dialog.waitFor();
    await dialog.getByText('Before you start, you are required to accept our Terms and Conditions.').waitFor();
    await expectAccessible(page);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    const accept = dialog.getByRole('button', { name: 'Accept Terms and Conditions' });
    expect(await accept.isDisabled()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/);
    // Escape does nothing: the dialog is persistent.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    const terms = dialog.getByRole('region', { name: 'Terms and Conditions' });
    await terms.getByText('§14. Changes to the Terms and final provisions').waitFor({ state: 'attached' });
    await terms.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[role=dialog] button.MuiButton-contained')?.disabled);
    await accept.click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Welcome to Ads Portal' }).count()).toBe(0);
    await context.close();
  });
});

describe.each(VIEWPORTS)('shell at $width×$height', (viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(viewport));
    await signIn(page, portal.baseUrl, ADVERTISER.email, ADVERTISER.password);
    await page.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
  });
  afterAll(async () => context?.close());

  it('shows the version notice with a Refresh now action that reloads', async () => {
    const notice = toasts(page).filter({ hasText: 'New version available' });
    await notice.waitFor({ timeout: 15_000 });
    await notice.getByRole('button', { name: 'Refresh now' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
  });

  it('guards routes: unknown route, marops route, foreign account; at most five toasts', async () => {
    await toasts(page).filter({ hasText: 'New version available' }).waitFor({ timeout: 15_000 });
    await clientNavigate(page, '/no-such-page');
    await page
      .getByText('We apologize, but the page you are looking for could not be found. You have been redirected to the homepage.')
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await clientNavigate(page, '/marops/static-banners');
    await page.getByText('Access denied.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await clientNavigate(page, `/accounts/${FOREIGN_ACCOUNT}/campaigns/list`);
    await page.getByText('Access denied - account selection required').waitFor();
    await expectAccessible(page);
    await page.waitForURL((url) => url.pathname === '/');
    // All four are sticky. Two more messages: the sixth drops the oldest (the version notice).
    await clientNavigate(page, `/accounts/${portal.demo.accountIds.brand}/settings`);
    await page.getByRole('heading', { name: 'Ad account settings' }).waitFor();
    for (const n of [1, 2]) {
      await page.getByRole('textbox', { name: 'E-mail address' }).fill(`cap-${viewport.name}-${n}@example.com`);
      await page.getByRole('button', { name: 'Add user' }).click();
      await page.getByText(`Invitation sent to cap-${viewport.name}-${n}@example.com.`).waitFor();
    }
    // The invitation toasts time out after 5 s; on a slow run the first may already be gone.
    const invites = await toasts(page)
      .filter({ hasText: `Invitation sent to cap-${viewport.name}-` })
      .count();
    const versionNotices = await toasts(page).filter({ hasText: 'New version available' }).count();
    if (invites === 2) {
      expect(await toasts(page).count()).toBe(5);
      expect(versionNotices).toBe(0); // six messages: the oldest was dropped
    } else {
      expect(await toasts(page).count()).toBe(4 + invites);
      expect(versionNotices).toBe(1);
    }
    // Sticky messages stay until closed.
    await page.waitForTimeout(5500);
    expect(await toasts(page).filter({ hasText: 'Access denied.' }).count()).toBe(1);
  });

  it('shows the announcements bar of the account, links opening in a new tab', async () => {
    await page.goto(`${portal.baseUrl}/accounts/${portal.demo.accountIds.brand}/campaigns/list`);
    const bar = page.getByRole('region', { name: 'Announcements' });
    await bar.waitFor();
    await bar.getByText('Welcome to Ads Portal: sponsored products').waitFor({ state: 'attached' });
    await expectAccessible(page);
    const link = bar.getByRole('link', { name: 'Please review the Terms and Conditions', includeHidden: true });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    // Two announcements: the carousel has its delimiters.
    expect(await bar.getByRole('button', { name: /Show announcement/ }).count()).toBe(2);
  });

  it('opens the Help Center from the app bar', async () => {
    await page.getByRole('link', { name: 'Help Center' }).click();
    await page.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'How the auction works' }).waitFor();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
