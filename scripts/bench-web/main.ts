/**
 * `npm run bench:web` (docs/statistics-scale.md part 3): builds the web app when needed, starts the real server on its
 * embedded defaults in a temporary DATA_DIR, then for the sign-in page (`/` signed out: the app checks
 * the session and sends the browser to the identity provider's form) and the campaigns list (signed in
 * as the demo advertiser) prints the first-load JavaScript (files, gzip and brotli bytes) and the
 * Lighthouse performance scores (desktop and mobile) with FCP, LCP, TBT and CLS.
 * Ends with each target of the campaigns list (scripts/bench-web/targets.ts) as met / NOT MET and the load average.
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Options: --runs=N (median of N Lighthouse runs, default 1),
 * --files (list the first-load files), --no-lighthouse (bytes only). BENCH_WEB_REPORTS=<dir> keeps each Lighthouse report.
 */
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import { chromium, type Page } from 'playwright-core';
import { ensureWebBuilt } from '../ensure.mjs';
import { signIn } from '../../e2e/support/sign-in';
import { acceptTermsIfShown } from '../../e2e/support/terms';
import { appShell, measureFirstLoad, type FirstLoad } from './first-load';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { startBenchServer } from './server';
import { loadAverage, printTargets } from './targets';

const root = fileURLToPath(new URL('../../', import.meta.url));
const distDir = `${root}apps/web/dist`;
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const ADVERTISER = { email: 'advertiser@demo.local', password: 'advertiser' };
const DEMO_BRAND_ACCOUNT = 'Nike (demo brand account)';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The campaigns list is usable once its table is on screen (a plain table since the change described in docs/web-first-load.md; a grid elsewhere). */
const listShown = (p: Page) => p.getByRole('table').or(p.getByRole('grid')).first().waitFor({ timeout: 60_000 });

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function median(results: LighthouseResult[]): LighthouseResult {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const withLighthouse = !process.argv.includes('--no-lighthouse');
const verbose = process.argv.includes('--files');

function printAppShell(): void {
  const shell = appShell(distDir);
  console.log(`  app shell (build): ${shell.files.length} JS files, ${kB(shell.gzip)} gzip, ${kB(shell.brotli)} brotli — entry + what it preloads with the app once signed in`);
}

function printFirstLoad(name: string, load: FirstLoad): void {
  if (verbose) for (const file of load.files) console.log(`    ${file}`);
  console.log(`  ${name}: ${load.files.length} JS files, ${kB(load.gzip)} gzip, ${kB(load.brotli)} brotli (${kB(load.raw)} raw; ${kB(load.transferred)} sent by the server)`);
  if (load.later.length > 0) console.log(`      then ${load.later.length} more loaded lazily: ${load.later.map((f) => f.replace('/assets/', '')).join(', ')}`);
}

function printLighthouse(name: string, formFactor: string, r: LighthouseResult): void {
  console.log(`  ${name} ${formFactor.padEnd(7)}: ${String(r.score).padStart(3)}  FCP ${ms(r.fcpMs)}, LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)}, CLS ${r.cls.toFixed(3)}, SI ${ms(r.speedIndexMs)}`);
  for (const w of r.warnings) console.log(`      warning: ${w}`);
}

async function main(): Promise<void> {
  ensureWebBuilt();
  const loadAtStart = loadAverage();
  console.log('• Starting the server (embedded defaults, temporary DATA_DIR)…');
  const server = await startBenchServer(root);
  const chrome = await launch({ chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const signInUrl = `${server.baseUrl}/`;
    const atSignIn = async (page: Page) => {
      await page.goto(signInUrl);
      await page.locator('#username').waitFor({ timeout: 60_000 });
    };
    const signInLoad = await measureFirstLoad(context, distDir, atSignIn);

    const lighthouse = async (url: string, formFactor: 'mobile' | 'desktop', keepStorage: boolean) => {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < runs; i += 1) {
        if (keepStorage) {
          const page = await context.newPage();
          await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
          await page.close();
        }
        results.push(await runLighthouse(url, chrome.port, formFactor, keepStorage));
      }
      return median(results);
    };
    if (!withLighthouse) {
      printFirstLoad('sign-in page  ', signInLoad);
      const page = await context.newPage();
      await signIn(page, server.baseUrl, ADVERTISER.email, ADVERTISER.password);
      await acceptTermsIfShown(page);
      await page.getByText(DEMO_BRAND_ACCOUNT).first().click();
      await page.waitForURL(/\/campaigns\/list/, { timeout: 60_000 });
      const url = page.url();
      await page.close();
      printAppShell();
      const load = await measureFirstLoad(context, distDir, async (p) => {
        await p.goto(url);
        await listShown(p);
      });
      printFirstLoad('campaigns list', load);
      await browser.close();
      printTargets(load);
      console.log(`Load average (1, 5, 15 min): ${loadAverage()}`);
      return;
    }
    console.log('• Lighthouse: sign-in page…');
    printFirstLoad('sign-in page  ', signInLoad);
    const signInDesktop = await lighthouse(signInUrl, 'desktop', false);
    printLighthouse('sign-in page  ', 'desktop', signInDesktop);
    const signInMobile = await lighthouse(signInUrl, 'mobile', false);
    printLighthouse('sign-in page  ', 'mobile', signInMobile);

    const page = await context.newPage();
    await signIn(page, server.baseUrl, ADVERTISER.email, ADVERTISER.password);
    await acceptTermsIfShown(page);
    // Home lists the user's accounts (docs/requirements.md §2); the brand account opens on its campaigns list.
    await page.getByText(DEMO_BRAND_ACCOUNT).first().click();
    await page.waitForURL(/\/campaigns\/list/, { timeout: 60_000 });
    const campaignsUrl = page.url();
    await page.close();
    const atCampaigns = async (p: Page) => {
      await p.goto(campaignsUrl);
      await listShown(p);
    };
    const campaignsLoad = await measureFirstLoad(context, distDir, atCampaigns);
    console.log('• Lighthouse: campaigns list…');
    const campaignsDesktop = await lighthouse(campaignsUrl, 'desktop', true);
    const campaignsMobile = await lighthouse(campaignsUrl, 'mobile', true);
    await browser.close();

    console.log('\nFirst-load JavaScript (everything the page requests until it is usable):');
    printFirstLoad('sign-in page  ', signInLoad);
    printAppShell();
    printFirstLoad('campaigns list', campaignsLoad);
    console.log(`\nLighthouse performance (${runs === 1 ? 'one run' : `median of ${runs} runs`}, Chromium ${await chromeVersion(chrome.port)}):`);
    printLighthouse('sign-in page  ', 'desktop', signInDesktop);
    printLighthouse('sign-in page  ', 'mobile', signInMobile);
    printLighthouse('campaigns list', 'desktop', campaignsDesktop);
    printLighthouse('campaigns list', 'mobile', campaignsMobile);
    printTargets(campaignsLoad, { desktop: campaignsDesktop, mobile: campaignsMobile });
    console.log(`Load average (1, 5, 15 min): at start ${loadAtStart}; now ${loadAverage()}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

async function chromeVersion(port: number): Promise<string> {
  try {
    const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
    return info.Browser ?? '?';
  } catch {
    return '?';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
