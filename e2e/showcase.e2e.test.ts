import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';

/**
 * The in-app component showcase (spec §2 `/components/...`) in a real browser: every page opens,
 * shows its heading, logs no console error and fits the viewport width, on a desktop (1920×1080)
 * and a phone (390×844). Signed in as staff (marops), who never see the terms dialog.
 */
const PAGES: ReadonlyArray<readonly [slug: string, heading: string]> = [
  ['alert', 'Alert'],
  ['avatar', 'Avatar'],
  ['badge', 'Badge'],
  ['button', 'Button'],
  ['card', 'Card'],
  ['checkbox', 'Checkbox'],
  ['colour-picker', 'Colour picker'],
  ['context-menu', 'Context menu'],
  ['currency-field', 'Currency field'],
  ['datepicker', 'Datepicker'],
  ['dialog', 'Dialog'],
  ['expansion-panels', 'Expansion panels'],
  ['file-input', 'File input'],
  ['filter-select', 'Filter select'],
  ['icon', 'Icon'],
  ['line-chart', 'Line chart'],
  ['loader', 'Loader'],
  ['multi-select', 'Multi select'],
  ['radio-button', 'Radio button'],
  ['select', 'Select'],
  ['status-label', 'Status label'],
  ['switch-button', 'Switch button'],
  ['textarea', 'Textarea'],
  ['text-field', 'Text field'],
  ['text-select', 'Text select'],
  ['tooltip', 'Tooltip'],
  ['data-table', 'Data table'],
  ['filter-category', 'Filter category'],
  ['metrics-card', 'Metrics card'],
  ['pagination', 'Pagination'],
  ['selectable-cards', 'Selectable cards'],
  ['error-reporting', 'Error reporting'],
  ['snack-bar', 'Snack bar'],
  ['stats-table', 'Stats table'],
  ['stepper', 'Stepper'],
  ['tree', 'Tree'],
];

const VIEWPORTS = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Collects console errors and uncaught page errors; `take()` returns and clears them. */
function watchErrors(page: Page) {
  let errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    take() {
      const out = errors;
      errors = [];
      return out;
    },
  };
}

describe('component showcase (/components)', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal({ catalogueLimit: 200 });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width}×${viewport.height}`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: ReturnType<typeof watchErrors>;

      beforeAll(async () => {
        context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        page = await context.newPage();
        errors = watchErrors(page);
        await signIn(page, portal.baseUrl, 'marops@demo.local', 'marops', '/components');
      });
      afterAll(async () => {
        await context?.close();
      });

      it('the index lists every showcase page', async () => {
        await page.goto(`${portal.baseUrl}/components`);
        await page.getByRole('heading', { level: 1, name: 'Components' }).waitFor({ timeout: 30_000 });
        const hrefs = await page.locator('main a[href^="/components/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs.sort()).toEqual(PAGES.map(([slug]) => `/components/${slug}`).sort());
        expect(errors.take()).toEqual([]);
      });

      for (const [slug, heading] of PAGES) {
        it(`/components/${slug} shows "${heading}" without console errors`, async () => {
          await page.goto(`${portal.baseUrl}/components/${slug}`);
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 30_000 });
          expect(await page.title()).toBe(heading);
          // Let late effects (charts, grids, lazy chunks) run before judging the console.
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
          expect(errors.take()).toEqual([]);
        });
      }
    });
  }
});
