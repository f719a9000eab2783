import { servesPlace, type ChannelTarget, type InsightLossReason, type ServingPlace } from '@ads/domain';
import type { SlotCampaign, SlotProduct } from './insight-counters';
import { asRequestText } from '../ad-index.snapshot';
import type { UnlistedRow } from './insight.repository';

/** A campaign left out of the ad index on one product: its place (domain `servesPlace`) and why it cannot serve. */
interface UnlistedCampaign extends SlotCampaign {
  target: ChannelTarget;
  reason: UnlistedRow['reason'];
}

/** A product's left-out campaign products, held like an index product (for their counter slots), with its category path. */
export interface UnlistedProduct extends SlotProduct {
  campaigns: UnlistedCampaign[];
  /** The product's category and its ancestors' codes (the ad index's `IndexedProduct.categoryCodes`). */
  categoryCodes: readonly string[];
}

/** The category of a listings auction (contract AuctionCategory): one code, all of several, or a conjunction of disjunctions. */
export type AuctionCategoryQuery = { id: string } | { ids: readonly string[] } | { disjunctions: ReadonlyArray<readonly string[]> };

/** Where left-out pairs are counted (the counters: `InsightCounters.drop`). */
type Drops = { drop(product: SlotProduct, campaign: SlotCampaign, reason: InsightLossReason): void };

/**
 * The campaign products the ad index leaves out because they cannot serve at all — product out of stock, account
 * not ACTIVE (docs/auction-insight.md "Out of stock and account state") — by product id and by category code (each
 * level of the product's path, as the ad index's category map), built once per reload. Counting walks only the
 * left-out products of the asked ids or categories: no database work, no allocation.
 */
export class UnlistedPairs {
  /** Product id → its left-out campaign products. */
  readonly #byProduct = new Map<string, UnlistedProduct>();
  /** Category code → the left-out products in it or in one of its descendants. */
  readonly #byCategory = new Map<string, UnlistedProduct[]>();

  /** Builds the maps from the repository's rows (one per left-out campaign product). */
  constructor(rows: readonly UnlistedRow[]) {
    const paths = new Map<string, readonly string[]>(); // one array per distinct path, as the ad index shares them
    for (const r of rows) {
      const campaign: UnlistedCampaign = { id: r.campaignId, reason: r.reason, target: { channel: r.channel, markets: r.markets } };
      const held = this.#byProduct.get(r.productId);
      if (held) {
        held.campaigns.push(campaign);
        continue;
      }
      const key = r.categoryCodes.join('\u0000');
      let path = paths.get(key);
      if (!path) paths.set(key, (path = [...new Set(r.categoryCodes)]));
      // Keyed as the ad index keys its products: a request's short ids find theirs by pointer.
      const product: UnlistedProduct = { id: asRequestText(r.productId), campaigns: [campaign], insightSlot: -1, categoryCodes: path };
      this.#byProduct.set(product.id, product);
      for (const code of path) {
        const list = this.#byCategory.get(code);
        if (list) list.push(product);
        else this.#byCategory.set(code, [product]);
      }
    }
  }

  /** The left-out campaign products of `productId`, if any (tests). */
  product(productId: string): UnlistedProduct | undefined {
    return this.#byProduct.get(productId);
  }

  /** Counts the left-out campaign products of the products asked for by id at `place`. */
  countProducts(productIds: Iterable<string>, place: ServingPlace, counters: Drops): void {
    if (this.#byProduct.size === 0) return;
    for (const id of productIds) {
      const held = this.#byProduct.get(id);
      if (held) countProduct(held, place, counters);
    }
  }

  /**
   * Counts the left-out campaign products of the products a category auction takes (auction.service.ts
   * `#candidates`: in every clause, in at least one code of each): walks the left-out products of the clause with
   * the fewest, checking the other clauses against each product's category path. Cost: those products × the codes
   * asked × the path's length.
   */
  countCategory(category: AuctionCategoryQuery, place: ServingPlace, counters: Drops): void {
    if (this.#byCategory.size === 0) return;
    if ('id' in category) {
      const list = this.#byCategory.get(category.id);
      if (list) for (let i = 0; i < list.length; i++) countProduct(list[i]!, place, counters);
      return;
    }
    if ('ids' in category) return this.#countAll(category.ids, place, counters);
    const clauses = category.disjunctions;
    let best = -1;
    let fewest = Infinity;
    for (let k = 0; k < clauses.length; k++) {
      let n = 0;
      for (const code of clauses[k]!) n += this.#byCategory.get(code)?.length ?? 0;
      if (n < fewest) {
        best = k;
        fewest = n;
      }
    }
    if (fewest === 0 || best < 0) return;
    const walked = clauses[best]!;
    for (let j = 0; j < walked.length; j++) {
      const list = this.#byCategory.get(walked[j]!);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const p = list[i]!;
        // A product under two codes of the walked clause is counted once: at the first of them.
        if (inAny(p, walked, j)) continue;
        let all = true;
        for (let k = 0; k < clauses.length && all; k++) if (k !== best && !inAny(p, clauses[k]!, clauses[k]!.length)) all = false;
        if (all) countProduct(p, place, counters);
      }
    }
  }

  /** `ids`: the products in every one of the codes (walks the code with the fewest). */
  #countAll(codes: readonly string[], place: ServingPlace, counters: Drops): void {
    let walked: UnlistedProduct[] | undefined;
    for (const code of codes) {
      const list = this.#byCategory.get(code);
      if (!list) return;
      if (!walked || list.length < walked.length) walked = list;
    }
    if (!walked) return;
    for (let i = 0; i < walked.length; i++) {
      const p = walked[i]!;
      let all = true;
      for (let k = 0; k < codes.length && all; k++) if (!p.categoryCodes.includes(codes[k]!)) all = false;
      if (all) countProduct(p, place, counters);
    }
  }
}

/** Whether `p` is in one of `codes[0..end)`. */
function inAny(p: UnlistedProduct, codes: readonly string[], end: number): boolean {
  for (let k = 0; k < end; k++) if (p.categoryCodes.includes(codes[k]!)) return true;
  return false;
}

/**
 * Counts each left-out campaign product of `p` as lost: in the ad index's order (ad-index.ts `#bid`), channel and
 * market first (PLACE_NOT_SERVED), then why it was left out.
 */
function countProduct(p: UnlistedProduct, place: ServingPlace, counters: Drops): void {
  const campaigns = p.campaigns;
  for (let i = 0; i < campaigns.length; i++) {
    const c = campaigns[i]!;
    counters.drop(p, c, servesPlace(c.target, place) ? c.reason : 'PLACE_NOT_SERVED');
  }
}
