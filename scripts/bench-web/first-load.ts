import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

/** JavaScript a page loads before it is usable, from the browser's own requests; sizes in bytes. */
export interface FirstLoad {
  files: string[];
  /** Files requested after the page was usable, until the network went idle (lazy parts; not in the sums). */
  later: string[];
  raw: number;
  gzip: number;
  brotli: number;
  /** Bytes the server actually sent for those files (Content-Encoding as negotiated). */
  transferred: number;
}

/** Raw, gzip (level 9) and brotli (quality 11) bytes of built files (paths as /assets/…). */
function sized(distDir: string, files: string[], later: string[] = []): FirstLoad {
  const result: FirstLoad = { files, later, raw: 0, gzip: 0, brotli: 0, transferred: 0 };
  for (const file of files) {
    const body = readFileSync(join(distDir, file));
    result.raw += body.length;
    result.gzip += gzipSync(body, { level: 9 }).length;
    result.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return result;
}

/** The built files (paths as /assets/…) that `file` imports statically, directly or indirectly, itself included. */
function staticClosure(distDir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(distDir, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\s])import(?:[\s{][^"'`;]*?from)?\s*["']\.\/([^"']+\.js)["']/g))
    staticClosure(distDir, `/assets/${m[1]}`, seen);
  return seen;
}

/**
 * The signed-in app's shell from the build alone: index.html's entry chunk plus the app chunk it
 * imports once signed in (`import("./app-….js")`, or `start-…` without the first-screen chunk) with everything that chunk imports statically.
 * @throws Error when index.html has no module script.
 */
export function appShell(distDir: string): FirstLoad {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const code = readFileSync(join(distDir, entry), 'utf8');
  const start = /import\(\s*["'`]\.\/((?:start|app)-[^"'`]+\.js)["'`]/.exec(code)?.[1];
  const files = staticClosure(distDir, entry);
  if (start) staticClosure(distDir, `/assets/${start}`, files);
  return sized(distDir, [...files]);
}

/**
 * Records every same-origin `.js` file the page requests (cache cleared first) until `open` resolves —
 * the page is usable — then sizes
 * each built file from `distDir` gzip-compressed (level 9) and brotli-compressed (quality 11), as the
 * build precompresses them.
 */
export async function measureFirstLoad(context: BrowserContext, distDir: string, open: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const seen = new Map<string, number>();
  const requested = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) requested.add(url.pathname);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || !url.pathname.startsWith('/assets/')) return;
    void response
      .request()
      .sizes()
      .then((s) => seen.set(url.pathname, s.responseBodySize + s.responseHeadersSize))
      .catch(() => seen.set(url.pathname, 0));
  });
  await open(page);
  const files = [...requested].sort();
  await page.waitForLoadState('networkidle');
  await page.close();
  const later = [...requested].filter((file) => !files.includes(file)).sort();
  const result = sized(distDir, files, later);
  result.transferred = files.reduce((sum, file) => sum + (seen.get(file) ?? 0), 0);
  return result;
}
