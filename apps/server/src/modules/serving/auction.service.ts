import {
  DomainError,
  searchQueryTokens,
  runAuction,
  searchTermOf,
  sponsoredProductTransparency,
  type AuctionBid,
  type Grosze,
  type ServingPlace,
} from '@ads/domain';

/** Never used in practice: a winner's campaign is in the index that produced its bid. */
const UNKNOWN_NAMES = { onBehalfOf: 'unknown advertiser', paidBy: 'unknown advertiser' };
import type { AdIndex } from './ad-index';
import type { InsightProbe } from './insight/insight-counters';
import type { KeywordInsightProbe } from './insight/keyword-insight-counters';
import type { AuctionCategoryQuery } from './insight/unlisted-pairs';
import type { ResolvedBidSigner } from './bids/resolved-bid-token';
import type { AuctionRequest, AuctionResult } from './serving.schemas';
import type { ShopKey } from '../shop-keys';
import type { StaticBannerLookup } from './static-banner-lookup';

export interface AuctionServiceDeps {
  index: AdIndex;
  signer: ResolvedBidSigner;
  now: () => Date;
  /** Reserve price of every auction, grosze (limits.ts `reservePrice`, docs/requirements.md §9 min CPC). */
  reservePrice: Grosze;
  /** Answers `type: banners` auctions from static banners, in memory. */
  banners?: Pick<StaticBannerLookup, 'result'>;
  /** Auction insight (docs/auction-insight.md): told of each auction's bids and winners; absent = off. */
  insight?: InsightProbe & {
    /** Counts the campaign products the index leaves out (out of stock, account state) of products asked for by id. */
    unlisted(productIds: Iterable<string>, place: ServingPlace): void;
    /** The same for the products of a category (docs/auction-insight.md "Out of stock and account state"). */
    unlistedInCategory(category: AuctionCategoryQuery, place: ServingPlace): void;
    keywords?: KeywordInsightProbe;
  };
}

/**
 * Runs the sponsored-listings auctions of one `POST /v2/auctions` request (Topsort v2
 * SponsoredListingsAuction; docs/architecture.md "The auction"): candidates are the given product ids or the
 * products of the given categories, bids come from the in-memory ad index (with a `searchQuery`, only those of
 * campaigns whose keywords match it: docs/search-placements.md "Search auctions"), ranking and GSP prices from
 * domain `runAuction`. Nothing is stored and nothing waits on the database: each winner's
 * `resolvedBidId` is the signed bid itself (bids/resolved-bid-token.ts), verified when events name it.
 */
export class AuctionService {
  constructor(private readonly deps: AuctionServiceDeps) {}

  /**
   * @param key the presenting shop API key: only campaigns of its channel (or ALL) and market take part
   *   (domain `servesPlace`, applied in the ad index); each resolved bid carries the key's id.
   * @returns one result per auction, in order; a banners auction gets the static banner of its slot; any
   *   other non-listings auction answers `{ winners: [], error: true }`.
   * @throws DomainError ValidationException (field `auctions`) when a listings auction sets both `products`
   *   and `category`, or none of `products`, `category` and `searchQuery`.
   */
  run(auctions: readonly AuctionRequest[], key: ShopKey): AuctionResult[] {
    auctions.forEach((a, i) => {
      if (a.type !== 'listings') return;
      if (a.products !== undefined && a.category !== undefined) {
        throw new DomainError('ValidationException', `auctions/${i}: set at most one of products and category`, 'auctions');
      }
      if (a.products === undefined && a.category === undefined && a.searchQuery === undefined) {
        throw new DomainError('ValidationException', `auctions/${i}: set products, category or searchQuery`, 'auctions');
      }
    });
    const createdAt = this.deps.now();
    this.deps.insight?.begin(createdAt.getTime());
    return auctions.map((auction): AuctionResult => {
      if (auction.type === 'banners' && this.deps.banners) return this.deps.banners.result(auction, key);
      if (auction.type !== 'listings') return { resultType: auction.type, winners: [], error: true };
      const { bids, lost, targeting } = this.#bids(auction, key);
      // The search term rides in the bid of a search auction (docs/search-placements.md "Search-term report").
      const searchTerm = targeting === 'KEYWORD' && auction.searchQuery !== undefined ? searchTermOf(auction.searchQuery) : null;
      const won = runAuction(bids, { slots: auction.slots, reservePrice: this.deps.reservePrice });
      // Bids left out of the auction (search-bids.ts, ad-index.ts `auctionBids`) are counted as outbid, as if they had lost in it.
      const all = lost.length > 0 ? bids.concat(lost) : bids;
      this.deps.insight?.settle(all, won, auction.slots, this.deps.reservePrice);
      // Keyword bids (docs/auction-insight.md "Keyword bids"): only search auctions' bids carry a keywordId.
      if (targeting === 'KEYWORD' && all.length > 0) this.deps.insight?.keywords?.settle(all, won, auction.slots, this.deps.reservePrice);
      const winners = won.map((w) => ({
        rank: w.rank,
        type: 'product' as const,
        id: w.bid.productId,
        campaignId: w.bid.campaignId,
        transparency: sponsoredProductTransparency(this.deps.index.adNames(w.bid.campaignId) ?? UNKNOWN_NAMES, targeting),
        resolvedBidId: this.deps.signer.sign({
          campaignId: w.bid.campaignId,
          productId: w.bid.productId,
          rank: w.rank,
          price: w.price,
          maxCpc: w.bid.maxCpc,
          keywordId: w.bid.keywordId ?? null,
          searchTerm,
          keyId: key.id,
          createdAt,
        }),
      }));
      return { resultType: 'listings', winners, error: false };
    });
  }

  /**
   * The bids of a listings auction and how its ads are targeted (DSA art. 26 main parameters). A `searchQuery`
   * with a letter or digit makes it a search auction: keyword bids only, among the candidate products if
   * `products` or `category` is set too. A searchQuery without one is no search: alone it finds nothing, beside
   * products or a category it is ignored (docs/search-placements.md "Search auctions"). Only the query's first words
   * are read (domain `searchQueryTokens`, docs/search-placements.md "Long queries").
   */
  #bids(auction: AuctionRequest, key: ShopKey): { bids: AuctionBid[]; lost: AuctionBid[]; targeting: 'PRODUCT' | 'CATEGORY' | 'KEYWORD' } {
    const query = auction.searchQuery === undefined ? [] : searchQueryTokens(auction.searchQuery);
    const listed = auction.products !== undefined || auction.category !== undefined;
    if (!listed && query.length === 0) return { bids: [], lost: [], targeting: 'KEYWORD' };
    const candidates = listed ? this.#candidates(auction) : null;
    // The products the index leaves out (out of stock, account state) are eligible too: by id, or from the
    // insight's own category map, since the index's holds only what can serve (docs/auction-insight.md).
    if (auction.category) this.deps.insight?.unlistedInCategory(auction.category, key);
    else if (auction.products) this.deps.insight?.unlisted(auction.products.ids, key);
    if (query.length > 0) return { ...this.deps.index.searchBids(query, candidates, key, auction.slots), targeting: 'KEYWORD' };
    return { ...this.deps.index.auctionBids(candidates!, key), targeting: auction.products ? 'PRODUCT' : 'CATEGORY' };
  }

  /** Product ids taking part: `products.ids`, or those in every category set (contract AuctionCategory). */
  #candidates(auction: AuctionRequest): Iterable<string> {
    if (auction.products) return auction.products.ids;
    const category = auction.category!;
    // Each inner list is a disjunction (product in at least one); a product must satisfy every list.
    // A code given twice counts once (each costs its products).
    const clauses =
      'id' in category
        ? [[category.id]]
        : 'ids' in category
          ? [...new Set(category.ids)].map((id) => [id])
          : category.disjunctions.map((clause) => [...new Set(clause)]);
    const unions = clauses.map((clause) => {
      if (clause.length === 1) return this.deps.index.productsInCategory(clause[0]!);
      const union = new Set<string>();
      for (const code of clause) for (const id of this.deps.index.productsInCategory(code)) union.add(id);
      return union;
    });
    const [first, ...rest] = unions.sort((a, b) => a.size - b.size);
    if (!first) return [];
    const out: string[] = [];
    for (const id of first) if (rest.every((u) => u.has(id))) out.push(id);
    return out;
  }
}
