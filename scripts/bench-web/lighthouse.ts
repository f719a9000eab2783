import { writeFileSync } from 'node:fs';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Config, Flags } from 'lighthouse';

/** Lighthouse performance score (0–100) and its key metrics (ms; CLS unitless). */
export interface LighthouseResult {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's warnings for the run (redirects, interstitials…). */
  warnings: string[];
}

/**
 * One Lighthouse performance run on `url` in the Chrome listening on `port`, with the mobile (default
 * Moto G Power emulation, slow 4G, 4× CPU) or desktop preset, simulated throttling.
 * `keepStorage` keeps cookies (a signed-in identity session) — the caller clears the HTTP cache itself.
 * @throws Error when Lighthouse fails to produce a report or reports a runtime error.
 */
export async function runLighthouse(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  keepStorage: boolean,
): Promise<LighthouseResult> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse produced no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // BENCH_WEB_REPORTS=<dir>: keep each report (its long tasks, bootup time and main-thread breakdown explain a TBT).
  const reports = process.env['BENCH_WEB_REPORTS'];
  if (reports)
    writeFileSync(`${reports}/${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}-${Date.now()}.json`, JSON.stringify(lhr));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    warnings: lhr.runWarnings.map(String),
  };
}
