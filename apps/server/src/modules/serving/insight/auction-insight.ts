import { warsawDay, type AuctionBid, type AuctionWinner, type Grosze, type InsightLossReason, type ServingPlace } from '@ads/domain';
import type { DomainEvents } from '../../context';
import { InsightCounters, type InsightProbe, type InsightRow, type SlotCampaign, type SlotProduct } from './insight-counters';
import type { InsightRepository } from './insight.repository';
import { KeywordInsightCounters, type KeywordInsightProbe, type KeywordInsightRow } from './keyword-insight-counters';
import type { KeywordInsightRepository } from './keyword-insight.repository';
import { UnlistedPairs, type AuctionCategoryQuery } from './unlisted-pairs';

/** Delay that folds a burst of change events into one reload of the unlisted pairs, ms. */
export const UNLISTED_DEBOUNCE_MS = 1_000;
/** Rows kept for a retry when flushes fail (older rows beyond this are dropped and logged). */
export const MAX_PENDING_ROWS = 500_000;

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
   * progress first). Each table's rows are kept for the next flush when its upsert fails.
   */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing.catch(() => undefined);
    const rows = this.#pending.concat(this.counters.take());
    const keywordRows = this.#keywordPending.concat(this.keywordCounters.take());
    this.#pending = [];
    this.#keywordPending = [];
    if (rows.length === 0 && keywordRows.length === 0) return;
    const campaigns =
      rows.length === 0
        ? Promise.resolve()
        : this.deps.repo.add(rows).catch((error: unknown) => {
            this.#pending = rows.length > MAX_PENDING_ROWS ? rows.slice(rows.length - MAX_PENDING_ROWS) : rows;
            throw error;
          });
    const keywords =
      keywordRows.length === 0
        ? Promise.resolve()
        : this.deps.keywordRepo.add(keywordRows).catch((error: unknown) => {
            this.#keywordPending =
              keywordRows.length > MAX_PENDING_ROWS ? keywordRows.slice(keywordRows.length - MAX_PENDING_ROWS) : keywordRows;
            throw error;
          });
    this.#flushing = Promise.all([campaigns, keywords]).then(() => undefined);
    try {
      await this.#flushing;
    } finally {
      this.#flushing = null;
    }
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
