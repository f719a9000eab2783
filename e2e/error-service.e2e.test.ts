import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';

/**
 * The error service in a real browser (docs/conventions.md "Errors", docs/requirements.md §7.8, §7.10, §9.10):
 * the web app built with a DSN whose host is a local HTTP server standing in for Sentry. What that
 * server receives is the envelope Sentry's SDK sends from the page. The portal runs on localhost, so
 * session replay must not load.
 */
interface Received {
  path: string;
  body: string;
}

function errorEvents(received: readonly Received[]) {
  return received
    .map((r) => r.body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>))
    .filter((lines) => lines[1]?.type === 'event')
    .map((lines) => lines[2] as { release?: string; exception?: { values?: { value?: string }[] } });
}

describe('error service (Sentry SDK) in the browser', () => {
  let dsnHost: Server;
  const received: Received[] = [];
  let distDir: string;
  let portal: Portal;
  let browser: Browser;
  let page: Page;
  const scripts: string[] = [];

  beforeAll(async () => {
    dsnHost = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        if (req.method === 'POST') received.push({ path: req.url ?? '', body });
        res.writeHead(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => dsnHost.listen(0, '127.0.0.1', resolve));
    const { port } = dsnHost.address() as AddressInfo;
    distDir = await mkdtemp(join(tmpdir(), 'ads-web-dsn-'));
    process.env.VITE_ERROR_REPORTING_DSN = `http://e2ekey@127.0.0.1:${port}/7`;
    try {
      await build({
        root: fileURLToPath(new URL('../apps/web/', import.meta.url)),
        configFile: fileURLToPath(new URL('../apps/web/vite.config.ts', import.meta.url)),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir: distDir, emptyOutDir: true, sourcemap: false },
      });
    } finally {
      delete process.env.VITE_ERROR_REPORTING_DSN;
    }
    portal = await startPortal({ catalogueLimit: 200, webDistDir: distDir });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signIn(page, portal.baseUrl, 'marops@demo.local', 'marops', '/components');
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
    await new Promise((resolve) => dsnHost?.close(resolve));
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  it('an error reported on the page arrives at the DSN host as a Sentry envelope with the release label', async () => {
    await page.goto(`${portal.baseUrl}/components/error-reporting`);
    await page.getByRole('heading', { level: 1, name: 'Error reporting' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Report an error' }).click();
    await page.getByText(/^Reported event [0-9a-f]{32}$/).waitFor();
    await expect
      .poll(() => errorEvents(received).map((e) => e.exception?.values?.[0]?.value), { timeout: 15_000 })
      .toContain('Showcase: reported through the facade');
    const event = errorEvents(received).find((e) => e.exception?.values?.[0]?.value === 'Showcase: reported through the facade');
    expect(event?.release).toBe('ads front end version 1.38.0');
    expect(received.some((r) => r.path.startsWith('/api/7/envelope/'))).toBe(true);
    // The SDK came as its own chunk; session replay never loads on localhost.
    expect(scripts.some((path) => /\/assets\/sentry-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/replay-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it('an unhandled rejection is reported by the SDK', async () => {
    await page.getByRole('button', { name: 'Reject a promise' }).click();
    await expect
      .poll(() => errorEvents(received).map((e) => e.exception?.values?.[0]?.value), { timeout: 15_000 })
      .toContain('Showcase: unhandled promise rejection');
  });
});
