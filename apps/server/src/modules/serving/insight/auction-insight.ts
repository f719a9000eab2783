import { warsawDay, type AuctionBid, type AuctionWinner, type Grosze, type InsightLossReason, type ServingPlace } from '@ads/domain';
import type { DomainEvents } from '../../context';
import { InsightCounters, type InsightProbe, type InsightRow, type SlotCampaign, type SlotProduct } from './insight-counters';
import type { InsightRepository } from './insight.repository';
import { KeywordInsightCounters, type KeywordInsightProbe, type KeywordInsightRow } from './keyword-insight-counters';
import type { KeywordInsightRepository } from './keyword-insight.repository';
import { UnlistedPairs, type AuctionCategoryQuery } from './unlisted-pairs';

/** Delay that folds a burst of change events into one reload of the unlisted pairs, ms. */
export const UNLISTED_DEBOUNCE_MS = 1_000;
/** Rows kept for a retry when flushes fail (older rows beyond this are dropped). */
export const MAX_PENDING_ROWS = 500_000;
/**
 * Rows a flush takes, writes and awaits at a time. Taking 1,000 rows held the event loop for 2.8 ms and handing them
 * to the driver for another 2.9 ms on average (up to 12 ms each); 250 rows take 0.4 and 1.0 ms
 * (docs/auction-insight.md "Flushing in pieces").
 */
export const FLUSH_PIECE_ROWS = 250;
/**
 * While serving, each piece's write is followed by a pause this many times as long, so a flush keeps PostgreSQL
 * busy at most a fifth of its length on cores it shares with the auctions (docs/auction-insight.md "Flushing in
 * pieces"). A flush longer than the period delays the next one; nothing is lost.
 */
export const FLUSH_PAUSE_FACTOR = 4;

/** Lets the event loop run what waits (auctions) before going on. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes `pending` (rows of failed flushes), then the counters' pieces, {@link FLUSH_PIECE_ROWS} rows at a time with
 * `write`, each awaited before the next is taken and followed by a pause `pause()` times as long as its write (read
 * after each write). Between taking a piece and writing it the event loop runs what waits, so no step holds it for
 * more than one of the two. On a failure hands the rows not written (the failed piece and, of `pending`, the rest)
 * to `keep` and rethrows; counts not yet taken stay in the counters.
 */
export async function writePieces<R>(
  pending: R[],
  counters: { pieces(maxRows: number): Iterable<R[]> },
  write: (rows: R[]) => Promise<void>,
  keep: (rows: R[]) => void,
  pause: () => number,
): Promise<void> {
  for (let i = 0; i < pending.length; i += FLUSH_PIECE_ROWS) {
    try {
      await write(pending.slice(i, i + FLUSH_PIECE_ROWS));
    } catch (error) {
      keep(pending.slice(i));
      throw error;
    }
  }
  for (const rows of counters.pieces(FLUSH_PIECE_ROWS)) {
    await yieldToLoop(); // after a take (or a stretch of idle blocks), before the write
    if (rows.length === 0) continue;
    const started = performance.now();
    try {
      await write(rows);
    } catch (error) {
      keep(rows);
      throw error;
    }
    const factor = pause();
    if (factor > 0) await new Promise<void>((resolve) => setTimeout(resolve, (performance.now() - started) * factor));
  }
}

/** `waiting` then `failed`, at most {@link MAX_PENDING_ROWS} of them (the oldest dropped). */
function kept<R>(failed: R[], waiting: R[]): R[] {
  const rows = waiting.concat(failed);
  return rows.length > MAX_PENDING_ROWS ? rows.slice(rows.length - MAX_PENDING_ROWS) : rows;
}

/** pino-compatible logger. */
interface Log {
  error(obj: unknown, msg?: string): void;
}

export interface AuctionInsightDeps {
  repo: InsightRepository;
  /** The keyword bid counts' flush (keyword_insight_hourly). */
  keywordRepo: KeywordInsightRepository;
  events: DomainEvents;
  now: () => Date;
  /** Flush period, ms (AUCTION_INSIGHT_FLUSH_MS). */
  flushMs: number;
}

/**
 * Auction insight of one serving process (docs/auction-insight.md): the in-memory counters the auction path
 * feeds ({@link InsightProbe}), the campaign products the ad index leaves out (out of stock, account not
 * ACTIVE) so their eligible auctions count as lost for that reason, and the periodic flush into
 * auction_insight_hourly — one additive upsert per flush, none per auction. The flush runs every `flushMs`
 * only while there are counts; a failed flush keeps its rows for the next one. Search auctions' keyword bids
 * are counted beside ({@link keywords}, docs/auction-insight.md "Keyword bids") and flushed with them into
 * keyword_insight_hourly.
 */
export class AuctionInsight implements InsightProbe {
  readonly counters = new InsightCounters();
  readonly keywordCounters = new KeywordInsightCounters();
  /**
   * Keyword bids of search auctions: the auction service settles them here, right after the same bids' campaign
   * counts ({@link settle}), whose landscape buckets they reuse.
   */
  readonly keywords: KeywordInsightProbe = {
    settle: (bids, winners, slots, reservePrice) => {
      const buckets = this.counters.bucketsOf(bids);
      if (buckets) this.keywordCounters.settleWith(bids, winners, buckets);
      else this.keywordCounters.settle(bids, winners, slots, reservePrice);
    },
  };
  /** The campaign products left out of the ad index, by product id and by category code (replaced whole on reload). */
  #unlisted = new UnlistedPairs([]);
  #pending: InsightRow[] = [];
  #keywordPending: KeywordInsightRow[] = [];
  #timer: NodeJS.Timeout | undefined;
  #debounce: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | null = null;
  #log: Log | undefined;
  readonly #onChange = () => {
    if (this.#debounce) return;
    this.#debounce = setTimeout(() => {
      this.#debounce = undefined;
      this.reloadUnlisted().catch((error: unknown) => this.#log?.error({ err: error }, 'auction insight: unlisted products not reloaded'));
    }, UNLISTED_DEBOUNCE_MS);
    this.#debounce.unref();
  };

  constructor(private readonly deps: AuctionInsightDeps) {}

  begin(nowMs: number): void {
    this.counters.begin(nowMs);
    this.keywordCounters.begin(nowMs);
  }

  slot(product: SlotProduct, campaign: SlotCampaign): number {
    return this.counters.slot(product, campaign);
  }

  drop(product: SlotProduct, campaign: SlotCampaign, reason: InsightLossReason): void {
    this.counters.drop(product, campaign, reason);
  }

  settle(bids: readonly AuctionBid[], winners: readonly AuctionWinner[], slots: number, reservePrice: Grosze): void {
    this.counters.settle(bids, winners, slots, reservePrice);
  }

  /**
   * Counts the unlisted campaign products (out of stock, account state) of the products asked for by id, at the
   * shop key's `place` (a campaign not serving it counts PLACE_NOT_SERVED, as in the ad index).
   */
  unlisted(productIds: Iterable<string>, place: ServingPlace): void {
    this.#unlisted.countProducts(productIds, place, this.counters);
  }

  /**
   * Counts the unlisted campaign products of the products a category auction (or a search auction with a
   * category) takes — by the ad index's rule, a product is in a category when the category is its own or one of
   * its ancestors — at `place`. Costs the unlisted products of those categories only; no database work.
   */
  unlistedInCategory(category: AuctionCategoryQuery, place: ServingPlace): void {
    this.#unlisted.countCategory(category, place, this.counters);
  }

  /** Loads the unlisted pairs, then follows campaign, account and catalogue changes and flushes every `flushMs`. */
  async start(log?: Log): Promise<void> {
    this.#log = log;
    await this.reloadUnlisted();
    this.deps.events.on('campaigns.changed', this.#onChange);
    this.deps.events.on('accounts.changed', this.#onChange);
    this.deps.events.on('catalogue.changed', this.#onChange);
    this.#timer = setInterval(() => {
      if (this.#flushing) return; // still writing the last period's counts: this period's counts wait for the next tick
      this.flush().catch((error: unknown) => this.#log?.error({ err: error }, 'auction insight flush failed; retried with the next'));
    }, this.deps.flushMs);
    this.#timer.unref();
  }

  /** Re-reads the campaign products left out of the ad index (one query; the maps are replaced whole). */
  async reloadUnlisted(): Promise<void> {
    this.#unlisted = new UnlistedPairs(await this.deps.repo.unlisted(warsawDay(this.deps.now())));
  }

  /** The unlisted campaign products of `productId` and why each is left out (tests). */
  unlistedOf(productId: string): Array<{ campaignId: string; reason: 'OUT_OF_STOCK' | 'ACCOUNT_STATE' }> {
    return (this.#unlisted.product(productId)?.campaigns ?? []).map((c) => ({ campaignId: c.id, reason: c.reason }));
  }

  /**
   * Adds every count so far to auction_insight_hourly and keyword_insight_hourly now (waits for a flush in
   * progress first), in pieces of {@link FLUSH_PIECE_ROWS} rows: one piece is taken, written, and only then the
   * next taken (docs/auction-insight.md "Flushing in pieces"), so auctions run between pieces. A failed write keeps
   * its piece (and rows waiting from earlier failures) for the next flush and stops this one; the counts not yet
   * taken stay in the counters.
   * @throws the first write's error
   */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing.catch(() => undefined);
    this.#flushing = this.#flushPieces();
    try {
      await this.#flushing;
    } finally {
      this.#flushing = null;
    }
  }

  async #flushPieces(): Promise<void> {
    // Paced only while serving: on shutdown (after stop) there are no auctions to make room for.
    const pause = () => (this.#timer === undefined ? 0 : FLUSH_PAUSE_FACTOR);
    const pending = this.#pending;
    const keywordPending = this.#keywordPending;
    this.#pending = [];
    this.#keywordPending = [];
    await writePieces(
      pending,
      this.counters,
      (rows) => this.deps.repo.add(rows),
      (rows) => (this.#pending = kept(rows, this.#pending)),
      pause,
    );
    await writePieces(
      keywordPending,
      this.keywordCounters,
      (rows) => this.deps.keywordRepo.add(rows),
      (rows) => (this.#keywordPending = kept(rows, this.#keywordPending)),
      pause,
    );
  }

  /** Stops the timer and the change listeners (the caller flushes on shutdown). */
  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#debounce);
    this.#timer = undefined;
    this.#debounce = undefined;
    this.deps.events.off('campaigns.changed', this.#onChange);
    this.deps.events.off('accounts.changed', this.#onChange);
    this.deps.events.off('catalogue.changed', this.#onChange);
  }
}
