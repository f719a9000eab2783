import { loadavg } from 'node:os';
import type { FirstLoad } from './first-load';
import type { LighthouseResult } from './lighthouse';

/**
 * The signed-in campaigns list's targets (docs/web-performance.md): JavaScript before the list shows
 * at most 180 kB gzip in at most 25 files (HTTP/1.1 costs a round trip per file), Lighthouse
 * performance at least 95 on desktop and 90 on mobile.
 */
export const TARGETS = { gzipBytes: 180 * 1024, files: 25, desktop: 95, mobile: 90 } as const;

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

/** The machine's 1, 5 and 15 minute load averages, for the record (Lighthouse's TBT follows a busy CPU). */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/**
 * Prints each target with "met" / "NOT MET" and the measured figure. Lighthouse lines are left out when
 * the run had none.
 * @returns true when every printed target is met.
 */
export function printTargets(load: FirstLoad, lighthouse?: { desktop: LighthouseResult; mobile: LighthouseResult }): boolean {
  const lines: [string, boolean, string][] = [
    [`first-load JS ≤ ${TARGETS.gzipBytes / 1024} kB gzip`, load.gzip <= TARGETS.gzipBytes, `${(load.gzip / 1024).toFixed(1)} kB`],
    [`first-load JS files ≤ ${TARGETS.files}`, load.files.length <= TARGETS.files, `${load.files.length} files`],
  ];
  if (lighthouse) {
    lines.push([`Lighthouse desktop ≥ ${TARGETS.desktop}`, lighthouse.desktop.score >= TARGETS.desktop, String(lighthouse.desktop.score)]);
    lines.push([`Lighthouse mobile ≥ ${TARGETS.mobile}`, lighthouse.mobile.score >= TARGETS.mobile, String(lighthouse.mobile.score)]);
  }
  console.log('\nTargets (signed-in campaigns list):');
  for (const [name, ok, figure] of lines) console.log(`  ${name.padEnd(34)} ${verdict(ok).padEnd(7)} (${figure})`);
  return lines.every(([, ok]) => ok);
}
