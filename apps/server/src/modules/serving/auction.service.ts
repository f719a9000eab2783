import { randomBytes } from 'node:crypto';
import { DomainError, runAuction, type Grosze } from '@ads/domain';
import type { AdIndex } from './ad-index';
import type { AuctionRepository, ResolvedBidInsert } from './auction.repository';
import type { AuctionRequest, AuctionResult } from './serving.schemas';
import { isUnavailable, withDeadline } from './deadline';
import type { ShopKey } from './shop-api-keys';
import type { StaticBannerLookup } from './banners/static-banner-lookup';

/** Where a late or failed store of resolved bids is reported (a pino logger fits). */
export interface AuctionLog {
  warn(details: object, message: string): void;
}

export interface AuctionServiceDeps {
  index: AdIndex;
  repo: AuctionRepository;
  now: () => Date;
  /** Reserve price of every auction, grosze (limits.ts `reservePrice`, spec §9 min CPC). */
  reservePrice: Grosze;
  /** The whole request answers within this, ms (SERVING_AUCTION_DEADLINE_MS). */
  deadlineMs: number;
  /** issue #10: answers `type: banners` auctions from static banners (in memory). */
  banners?: Pick<StaticBannerLookup, 'result'>;
}

/** A new resolved bid id: 128 random bits, base64url (22 characters). */
export function newResolvedBidId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Runs the sponsored-listings auctions of one `POST /v2/auctions` request (Topsort v2
 * SponsoredListingsAuction; DESIGN.md "Serving"): candidates are the given product ids or the
 * products of the given categories, bids come from the ad index, ranking and GSP prices from
 * domain `runAuction`. Every winner is stored as a resolved bid (price per click in grosze) with
 * one INSERT per request. A winner is shown only once stored (a click on it must find it): when the
 * database cannot store them within the deadline, every auction answers `winners: []`, `error: true`
 * (Topsort v2: "empty ... if there was an error"), and the shop shows organic results (issue #6).
 */
export class AuctionService {
  constructor(private readonly deps: AuctionServiceDeps) {}

  /**
   * @param key the presenting shop API key: only campaigns of its channel (or ALL) and market take part
   *   (domain `servesPlace`, applied in the ad index); each resolved bid stores the key's id.
   * @param log where a missed deadline or an unavailable database is reported (warn).
   * @returns one result per auction, in order, within `deadlineMs` (+ event-loop delay); a non-listings
   *   auction, or every auction when the resolved bids could not be stored in time, answers `{ winners: [], error: true }`.
   * @throws DomainError ValidationException (field `auctions`) when a listings auction sets both or
   *   neither of `products` and `category` (the contract wants exactly one); nothing is stored then.
   */
  async run(auctions: readonly AuctionRequest[], key: ShopKey, log: AuctionLog): Promise<AuctionResult[]> {
    const started = performance.now();
    auctions.forEach((a, i) => {
      if (a.type === 'listings' && (a.products === undefined) === (a.category === undefined)) {
        throw new DomainError('ValidationException', `auctions/${i}: set exactly one of products and category`, 'auctions');
      }
    });
    const createdAt = this.deps.now();
    const rows: ResolvedBidInsert[] = [];
    const results = auctions.map((auction): AuctionResult => {
      // issue #10 (static banners): banner auctions are answered by the in-memory static banner lookup.
      if (auction.type === 'banners' && this.deps.banners) return this.deps.banners.result(auction, key);
      if (auction.type !== 'listings') return { resultType: auction.type, winners: [], error: true };
      const bids = this.deps.index.bids(this.#candidates(auction), key);
      const winners = runAuction(bids, { slots: auction.slots, reservePrice: this.deps.reservePrice }).map((w) => {
        const row = {
          id: newResolvedBidId(),
          campaignId: w.bid.campaignId,
          productId: w.bid.productId,
          rank: w.rank,
          price: w.price,
          keyId: key.id,
          createdAt,
        };
        rows.push(row);
        return { rank: w.rank, type: 'product' as const, id: row.productId, resolvedBidId: row.id, campaignId: row.campaignId };
      });
      return { resultType: 'listings', winners, error: false };
    });
    if (rows.length === 0) return results;
    const left = Math.max(0, this.deps.deadlineMs - (performance.now() - started));
    try {
      await withDeadline(
        left,
        () => this.deps.repo.insertResolvedBids(rows),
        (late) => log.warn({ err: late }, 'late resolved-bid insert failed'),
      );
      return results;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      log.warn(
        { err: error, deadlineMs: this.deps.deadlineMs, winners: rows.length },
        'auctions answered without winners: resolved bids not stored in time',
      );
      return results.map((r) => ({ ...r, winners: [], error: true }));
    }
  }

  /** Product ids taking part: `products.ids`, or those in every category set (contract AuctionCategory). */
  #candidates(auction: AuctionRequest): Iterable<string> {
    if (auction.products) return auction.products.ids;
    const category = auction.category!;
    // Each inner list is a disjunction (product in at least one); a product must satisfy every list.
    const clauses = 'id' in category ? [[category.id]] : 'ids' in category ? category.ids.map((id) => [id]) : category.disjunctions;
    const [first, ...rest] = clauses.map((clause) => new Set(clause.flatMap((code) => this.deps.index.productsInCategory(code))));
    return first ? [...first].filter((id) => rest.every((union) => union.has(id))) : [];
  }
}
