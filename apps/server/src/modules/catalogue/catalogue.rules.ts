/**
 * Pure catalogue rules used by the importer: codes (slugs) and the synthetic stock rule.
 * Documented for users in data/README.md; change both together.
 */

/**
 * Code of a brand or category part: lower case, accents removed, every run of characters other than
 * a–z and 0–9 replaced by one '-', no leading or trailing '-'.
 * E.g. 'United Colors of Benetton' → 'united-colors-of-benetton', 'Q&Q' → 'q-q', 'Tshirts' → 'tshirts'.
 * Returns '' when nothing is left (the importer treats that as missing).
 */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 32-bit FNV-1a over the UTF-16 code units of `text` (our ids are ASCII, so = over its bytes). Unsigned. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Share of active sizes the synthetic rule leaves at 0 units (before the `available` floor). */
export const SYNTHETIC_ZERO_PERCENT = 15;
/** Highest synthetic stock of one size, units. */
export const SYNTHETIC_MAX_STOCK = 20;

/**
 * Synthetic, deterministic stock of one size, units 0..20 (data/README.md "Stock").
 * The source only has a crawl-time `available` flag (528 of 158,059 sizes True), which would leave
 * nearly the whole catalogue sold out, so stock is derived from the SKU id instead:
 * - an inactive size has 0;
 * - otherwise h = fnv1a32('stock:' + skuId); 0 when h mod 100 < 15 (≈15 % of sizes),
 *   else 1 + (floor(h / 100) mod 20), i.e. 1..20;
 * - a size the source marks available=True has at least 1.
 * The same SKU id always gets the same number, so re-imports change nothing.
 */
export function syntheticStock(skuId: string, active: boolean, available: boolean): number {
  if (!active) return 0;
  const h = fnv1a32(`stock:${skuId}`);
  const units = h % 100 < SYNTHETIC_ZERO_PERCENT ? 0 : 1 + (Math.floor(h / 100) % SYNTHETIC_MAX_STOCK);
  return available ? Math.max(1, units) : units;
}
