/** Pure figures of the serving benchmark: percentiles and rates (no I/O, tested in stats.test.ts). */

/**
 * The `p`-th percentile (0–100) of `values` by the nearest-rank method (the smallest value with at
 * least p % of the values at or below it); NaN for no values. Does not change `values`.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** The middle value (lower middle of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** `a / b`, NaN when b is 0 or either is not a number. */
export function ratio(a: number, b: number): number {
  return b > 0 && Number.isFinite(a) ? a / b : Number.NaN;
}

/** Grosze → "12.34" PLN (two decimals, no float arithmetic on the amount). */
export function pln(grosze: number | bigint): string {
  const g = BigInt(grosze);
  const sign = g < 0n ? '-' : '';
  const abs = g < 0n ? -g : g;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
