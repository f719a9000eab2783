import { bestKeyword, effectiveBid, type AuctionBid, type Grosze } from '@ads/domain';
import type { AdSnapshot, IndexedCampaign, IndexedProduct } from './ad-index.snapshot';
import type { KeywordMatch } from './keyword-index';
import type { InsightProbe } from './insight/insight-counters';
import { searchAuctionBids } from './search-pruning';

/** What the ad index lends a search auction: its data, the query's keyword match and its bidding rules, now. */
export interface SearchContext {
  snapshot: AdSnapshot;
  match: KeywordMatch<IndexedCampaign>;
  insight: Pick<InsightProbe, 'drop' | 'slot'> | undefined;
  /** Reserve price, grosze. */
  reservePrice: Grosze;
  /** Whether campaign `c` may bid now at the auction's place (place, serving state, pacing). */
  mayBid(c: IndexedCampaign): boolean;
  /** Pushes `c`'s bid on `product` at `maxCpc` (grosze) with `keyword` (its id and number) when it may bid now, else counts why not (insight). */
  bid(c: IndexedCampaign, product: IndexedProduct, maxCpc: Grosze, keyword: Keyword, out: AuctionBid[]): void;
}

/** The keyword a campaign bids with: its id, its number in the keyword index (for keyword insight) and its bid, grosze. */
type Keyword = { keywordId: string; number: number; bid: Grosze };

/** The keyword campaign `c` (at position `i` of the match) bids with: domain `bestKeyword`, ties by match type and id. */
function keywordOf(match: KeywordMatch<IndexedCampaign>, c: IndexedCampaign, i: number): Keyword {
  const found = bestKeyword(match.keywords(i), c.maxCpc)!;
  return { keywordId: found.keyword.keywordId, number: found.keyword.number, bid: found.bid };
}

/**
 * Bids of a search auction (docs/search-placements.md "Search auctions"): only campaigns with a keyword matching
 * the query and no matching negative keyword bid, each at its best matching keyword's bid (domain `bestKeyword`:
 * `maxCpc` = the keyword's bid, else the campaign's max CPC) with `keywordId` set. With `candidates` (the product
 * ids allowed) every matching campaign of each candidate bids; a campaign that matched nothing is counted by
 * insight as KEYWORD_NOT_MATCHED. With `candidates` null see {@link queryAlone}.
 * @returns `bids` for the auction; `lost`: bids made only so auction insight counts them as outbid
 */
export function searchBids(
  ctx: SearchContext,
  candidates: Iterable<string> | null,
  slots: number,
): { bids: AuctionBid[]; lost: AuctionBid[] } {
  const { match, insight, snapshot } = ctx;
  if (match.campaignIds.length === 0 && (candidates === null || !insight)) return { bids: [], lost: [] };
  if (candidates === null) return queryAlone(ctx, slots);
  const out: AuctionBid[] = [];
  const chosen = new Map<string, Keyword>();
  for (const product of snapshot.lookUp(candidates)) {
    for (const c of product.campaigns) {
      const i = match.indexOf(c.id);
      if (i < 0) {
        insight?.drop(product, c, 'KEYWORD_NOT_MATCHED');
        continue;
      }
      let k = chosen.get(c.id);
      if (!k) chosen.set(c.id, (k = keywordOf(match, c, i)));
      ctx.bid(c, product, k.bid, k, out);
    }
  }
  return { bids: out, lost: [] };
}

/**
 * A query alone: every advertised product of a matching campaign is a candidate, but only each campaign's `slots`
 * best by pCTR bid — one campaign's products all bid the same, so a product below its campaign's first `slots`
 * can neither win nor set a price (docs/search-placements.md "Keyword index") — and, with a finite `slots`, only
 * the campaigns whose best score can still change a winner or a price (search-pruning.ts). A campaign's bound is its
 * best keyword's bid times its best product's pCTR: an upper bound (its budget left and pacing can only lower or
 * cancel its bids, which the campaigns taken then make exactly). The bound's inputs, the campaign's max CPC and best
 * pCTR, are kept with its keywords (`KeywordMatch.setMemo`), tagged with the snapshot's `pctrEpoch`, so most matching
 * campaigns are ranked without reading their objects. With insight on, every matching campaign still bids (so
 * insight counts why one may not, and the ones left out as outbid in `lost`).
 */
function queryAlone(ctx: SearchContext, slots: number): { bids: AuctionBid[]; lost: AuctionBid[] } {
  const { match, insight, snapshot } = ctx;
  const bounds: number[] = [];
  const groups: number[] = [];
  const made: AuctionBid[] = [];
  const spans: number[] = [];
  const epoch = snapshot.pctrEpoch;
  for (let i = 0; i < match.campaignIds.length; i++) {
    if (insight) {
      const c = campaignAt(ctx, i);
      if (!c) continue;
      const from = made.length;
      groupBids(ctx, c, keywordOf(match, c, i), slots, made);
      let bound = 0;
      for (let b = from; b < made.length; b++) bound = Math.max(bound, effectiveBid(made[b]!) * made[b]!.pctr);
      if (made.length > from) {
        bounds.push(bound);
        groups.push(i);
        spans.push(from, made.length);
      }
      continue;
    }
    if (match.memoTag(i) !== epoch) {
      const c = campaignAt(ctx, i);
      if (!c) continue;
      if (!c.byPctr) snapshot.productsByPctr(c);
      match.setMemo(i, epoch, c.maxCpc, c.topPctr);
    }
    // The best keyword's bid is the highest of the matching keywords' own bids and, for one without, the max CPC.
    const bid = Math.max(match.ownBid[i]!, match.atMaxCpc[i] ? match.memoA(i) : -1);
    const bound = bid * match.memoB(i);
    if (bid < ctx.reservePrice || !(bound > 0)) continue;
    bounds.push(bound);
    groups.push(i);
  }
  const add = (g: number, out: AuctionBid[]) => {
    if (insight) for (let b = spans[2 * g]!; b < spans[2 * g + 1]!; b++) out.push(made[b]!);
    else {
      const i = groups[g]!;
      const c = campaignAt(ctx, i);
      if (c && ctx.mayBid(c)) groupBids(ctx, c, keywordOf(match, c, i), slots, out);
    }
  };
  if (slots === Infinity) {
    const bids: AuctionBid[] = [];
    for (let g = 0; g < groups.length; g++) add(g, bids);
    return { bids, lost: [] };
  }
  // Without insight the taken campaigns are read only now: read ahead what their bids read (AdSnapshot.readAhead).
  const readAhead = insight
    ? undefined
    : (taken: readonly number[]) =>
        snapshot.readAhead(
          taken.map((g) => campaignAt(ctx, groups[g]!)),
          slots,
        );
  const { bids, left } = searchAuctionBids(bounds, add, { slots, reservePrice: ctx.reservePrice }, readAhead);
  const lost: AuctionBid[] = [];
  if (insight) for (const g of left) for (let b = spans[2 * g]!; b < spans[2 * g + 1]!; b++) lost.push(made[b]!);
  return { bids, lost };
}

/** The ad index's campaign at position `i` of the match: kept with its keywords, looked up by id when dropped since. */
function campaignAt(ctx: SearchContext, i: number): IndexedCampaign | undefined {
  let c = ctx.match.ref(i);
  if (!c?.live) ctx.match.setRef(i, (c = ctx.snapshot.campaigns.get(ctx.match.campaignIds[i]!)));
  return c;
}

/** Campaign `c`'s bids with keyword `k` on its `slots` best products by pCTR. */
function groupBids(ctx: SearchContext, c: IndexedCampaign, k: Keyword, slots: number, out: AuctionBid[]): void {
  const ranked = ctx.snapshot.productsByPctr(c);
  for (let p = 0; p < slots && p < ranked.length; p++) ctx.bid(c, ranked[p]!, k.bid, k, out);
}
