/**
 * Request bodies of the benchmark, per the Topsort v2 contract (POST /v2/auctions, POST /v2/events;
 * apps/server/src/modules/serving/*.schemas.ts) — the bench speaks HTTP only, so it keeps working while
 * the server's internals change.
 */

/** Small deterministic random source (mulberry32), so runs offer the same requests. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], rnd: () => number): T => items[Math.floor(rnd() * items.length)]!;

/**
 * `count` auction request bodies (JSON strings): 80 % listings auctions of 30 candidate products (half
 * from one campaign's shelf, the rest from anywhere advertised — a search result page), 3–5 slots;
 * 20 % category auctions (one level-3 category, 4 slots).
 */
export function auctionBodies(
  count: number,
  shelves: readonly string[][],
  products: readonly string[],
  categories: readonly string[],
  seed = 1,
): string[] {
  const rnd = random(seed);
  return Array.from({ length: count }, () => {
    const slots = 3 + Math.floor(rnd() * 3);
    if (rnd() < 0.2) return JSON.stringify({ auctions: [{ type: 'listings', slots: 4, category: { id: pick(categories, rnd) } }] });
    const shelf = pick(shelves, rnd);
    const ids = new Set<string>();
    while (ids.size < 15) ids.add(pick(shelf, rnd));
    while (ids.size < 30) ids.add(pick(products, rnd));
    return JSON.stringify({ auctions: [{ type: 'listings', slots, products: { ids: [...ids] } }] });
  });
}

/** A listings auction over `productIds` (the overspend pools: their campaigns are the only bidders). */
export function listingsBody(productIds: readonly string[], slots: number): string {
  return JSON.stringify({ auctions: [{ type: 'listings', slots, products: { ids: productIds } }] });
}

/** A winner of an auction response: what impressions and clicks refer to. */
export interface Bid {
  resolvedBidId: string;
  productId: string;
}

/** The winners of a POST /v2/auctions response body. */
export function winnersOf(body: unknown): Bid[] {
  const results = (body as { results?: Array<{ winners?: Array<{ id: string; resolvedBidId: string }> }> }).results ?? [];
  return results.flatMap((r) => (r.winners ?? []).map((w) => ({ resolvedBidId: w.resolvedBidId, productId: w.id })));
}

/** An events body with one impression per bid (ids `<prefix>-i-<bid>`). */
export function impressionsBody(bids: readonly Bid[], prefix: string): string {
  const occurredAt = new Date().toISOString();
  return JSON.stringify({
    impressions: bids.map((b, i) => ({
      id: `${prefix}-i-${b.resolvedBidId}`,
      occurredAt,
      opaqueUserId: `${prefix}-u-${i}-${b.resolvedBidId}`,
      resolvedBidId: b.resolvedBidId,
      entity: { type: 'product', id: b.productId },
    })),
  });
}

/**
 * An events body with one click per bid: event id `<prefix>-c-<bid>` (or `<prefix>-c2-<bid>` for a
 * repeat with a new event id), each from its own user so no frequency rule applies.
 */
export function clicksBody(bids: readonly Bid[], prefix: string, repeat = false): string {
  const occurredAt = new Date().toISOString();
  return JSON.stringify({
    clicks: bids.map((b) => ({
      id: `${prefix}-${repeat ? 'c2' : 'c'}-${b.resolvedBidId}`,
      occurredAt,
      opaqueUserId: `${prefix}-u-${b.resolvedBidId}`,
      resolvedBidId: b.resolvedBidId,
      entity: { type: 'product', id: b.productId },
    })),
  });
}

/** What POST /v2/events answered (the counts the bench adds up). */
export interface EventsAnswer {
  accepted: { impressions: number; clicks: number };
  duplicates: { clicks: number };
  rejected: unknown[];
  charged: { clicks: number; cost: number };
}
