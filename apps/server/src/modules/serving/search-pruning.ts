import { runAuction, type AuctionBid, type AuctionOptions } from '@ads/domain';

/**
 * The bids a search auction with a query alone needs (docs/search-placements.md "Only the campaigns that can
 * matter"). A common query matches hundreds of campaigns, yet only the few with the best scores can win a slot or
 * set a winner's price. Each campaign is a group of bids with a `bound`: the highest rank score any of its bids
 * can have (its effective bid × its best product's pCTR). Groups are taken in descending bound, `slots` + 2 at
 * first, and the domain auction is run on their bids; once every slot is filled and every winner's price-setting
 * rival scores above the best bound left out, no group left out can change a winner, its order or a price (each
 * of its bids scores below every rival, so below every winner too), and the taken bids are the answer. Otherwise
 * twice as many groups are taken and the check is repeated; with all groups taken it is the full auction.
 * `search-bids.test.ts` checks that winners and prices equal those of every group bidding.
 * @param bounds per group, its highest possible rank score (grosze × pCTR); an upper bound is enough
 * @param materialize pushes group `i`'s bids onto `out`
 * @param readAhead called with the groups about to be materialized, before the first (to start their memory reads together)
 * @returns the bids of the groups taken, and the indexes of the groups left out
 */
export function searchAuctionBids(
  bounds: readonly number[],
  materialize: (i: number, out: AuctionBid[]) => void,
  options: AuctionOptions,
  readAhead?: (taken: readonly number[]) => void,
): { bids: AuctionBid[]; left: number[] } {
  const n = bounds.length;
  for (let take = Math.min(n, options.slots + 2); ; take = Math.min(n, take * 2)) {
    // The best bound left out when `take` groups are in; groups on it stay out (ties), so it bounds all left out.
    const cut = kthLargest(bounds, take + 1);
    const taken: number[] = [];
    const left: number[] = [];
    for (let i = 0; i < n; i++) (bounds[i]! > cut ? taken : left).push(i);
    readAhead?.(taken);
    const bids: AuctionBid[] = [];
    for (const i of taken) materialize(i, bids);
    if (cut === Number.NEGATIVE_INFINITY) return { bids, left };
    const won = runAuction(bids, options);
    if (won.length === options.slots && won.every((w) => w.rivalScore > cut)) return { bids, left };
  }
}

/** Up to this `k`, {@link kthLargest} keeps a running top `k`; beyond it, it sorts a copy. */
const RUNNING_TOP_AT_MOST = 32;

/**
 * The `k`-th largest of `values` (k ≥ 1, counting repeats; −∞ when there are fewer than `k`). A first try takes
 * `slots` + 2 ≤ 7 groups of hundreds, so a running top `k` (one comparison for most values) replaces a sort of all.
 */
export function kthLargest(values: readonly number[], k: number): number {
  const n = values.length;
  if (k > n) return Number.NEGATIVE_INFINITY;
  if (k > RUNNING_TOP_AT_MOST) return Float64Array.from(values).sort()[n - k]!;
  const top = new Float64Array(k).fill(Number.NEGATIVE_INFINITY); // descending
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (!(v > top[k - 1]!)) continue;
    let j = k - 1;
    for (; j > 0 && top[j - 1]! < v; j--) top[j] = top[j - 1]!;
    top[j] = v;
  }
  return top[k - 1]!;
}
