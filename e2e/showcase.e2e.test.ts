import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { expectAccessible } from './support/axe';

/**
 * The in-app component showcase (docs/requirements.md §2 `/components/...`) in a real browser: every page opens,
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

  describe('behaviour (1920×1080)', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: ReturnType<typeof watchErrors>;
    const open = async (slug: string, heading: string) => {
      await page.goto(`${portal.baseUrl}/components/${slug}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 30_000 });
    };

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      page = await context.newPage();
      errors = watchErrors(page);
      await signIn(page, portal.baseUrl, 'marops@demo.local', 'marops', '/components');
    });
    afterAll(async () => {
      await context?.close();
    });

    it('snack bar: toasts of the facade, with an action and sticky', async () => {
      await open('snack-bar', 'Snack bar');
      await page.getByRole('button', { name: 'Show SUCCESS' }).click();
      await page.getByRole('status').filter({ hasText: 'Campaign published' }).waitFor();
      await page.getByRole('button', { name: 'Title + subtitle' }).click();
      await page.getByText('3 drafts were removed from the list.').waitFor();
      await page.getByRole('button', { name: 'With action' }).click();
      await page.getByRole('status').filter({ hasText: 'Campaign archived' }).getByRole('button', { name: 'Undo' }).click();
      await page.getByText('Archiving undone').waitFor();
      await page.getByRole('button', { name: 'Show ERROR' }).click();
      await page.getByRole('alert').filter({ hasText: 'The campaign could not be saved' }).waitFor();
      expect(errors.take()).toEqual([]);
    });

    it('dialog: a persistent dialog ignores Escape, a closable one does not', async () => {
      await open('dialog', 'Dialog');
      await page.getByRole('button', { name: 'Open persistent dialog' }).click();
      const persistent = page.getByRole('dialog', { name: 'Persistent dialog' });
      await persistent.waitFor();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      expect(await persistent.isVisible()).toBe(true);
      await persistent.getByRole('button', { name: 'Got it' }).click();
      await persistent.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Open closable dialog' }).click();
      const closable = page.getByRole('dialog', { name: 'Closable dialog' });
      await closable.waitFor();
      await page.keyboard.press('Escape');
      await closable.waitFor({ state: 'hidden' });
      expect(errors.take()).toEqual([]);
    });

    it('currency field: Polish text becomes grosze', async () => {
      await open('currency-field', 'Currency field');
      await page.getByLabel('Total budget (empty)').fill('1 234,5 zł');
      await page.getByRole('status').filter({ hasText: 'total 123450' }).waitFor();
      await page.getByLabel('Total budget (empty)').blur();
      expect(await page.getByLabel('Total budget (empty)').inputValue()).toBe('1234,50');
      expect(errors.take()).toEqual([]);
    });

    it('error reporting: the facade, an unhandled rejection and a render error are all reported', async () => {
      await open('error-reporting', 'Error reporting');
      // No reporting endpoint in this build: the facade logs each envelope as a console error.
      const logged: string[] = [];
      const reported = (text: string) =>
        expect
          .poll(
            () => {
              logged.push(...errors.take());
              return logged.filter((line) => line.includes('[error-reporting]')).join('\n');
            },
            { timeout: 5_000 },
          )
          .toContain(text);
      await page.getByRole('button', { name: 'Report an error' }).click();
      await page.getByText(/^Reported event /).waitFor();
      await reported('Showcase: reported through the facade');
      await page.getByRole('button', { name: 'Reject a promise' }).click();
      await reported('Showcase: unhandled promise rejection');
      await page.getByRole('button', { name: 'Throw an error in render' }).click();
      await page.getByRole('heading', { level: 1, name: /^500/ }).waitFor();
      await reported('Showcase: error thrown in render');
    });
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
          await expectAccessible(page);
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
