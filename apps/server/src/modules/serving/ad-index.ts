import {
  addDaysToDay,
  budgetLeft,
  campaignDisplayState,
  isServing,
  lossReasonOfState,
  effectiveBid,
  pacingAllows,
  ranksBefore,
  spentOn,
  warsawDayCache,
  type AuctionBid,
  type ServingPlace,
  type CtrPrior,
  type Day,
  type Grosze,
} from '@ads/domain';
import type { DomainEvents } from '../context';
import type { AdIndexFilter, AdIndexRepository } from './ad-index.repository';
import { AdSnapshot, servesAt, type IndexedCampaign, type IndexedProduct } from './ad-index.snapshot';
import { KeywordIndex } from './keyword-index';
import { searchBids } from './search-bids';
import type { InsightProbe } from './insight/insight-counters';

/** Days of stats_daily (today included) whose clicks/impressions feed each product's pCTR at load. */
export const PCTR_WINDOW_DAYS = 30;
/** Delay that folds a burst of change events into one update, ms. */
export const UPDATE_DEBOUNCE_MS = 20;

/** An auction's instant as the index judges bids: the Warsaw day, the pacing share (none = no pacing), the place's bit. */
interface Now {
  today: Day;
  share: number | undefined;
  placeBit: number;
}

/** Spend figures of a campaign after a charge (grosze, Warsaw day). */
export interface SpendFigures {
  spentTotal: Grosze;
  spentToday: Grosze;
  spendDay: Day | null;
}

/** pino-compatible logger (no Fastify types in services). */
export interface ErrorLogger {
  error(obj: unknown, msg?: string): void;
}

export interface AdIndexDeps {
  repo: AdIndexRepository;
  events: DomainEvents;
  now: () => Date;
  /** Reserve price, grosze (limits.ts `reservePrice`). */
  reservePrice: Grosze;
  prior?: CtrPrior;
  /**
   * Pacing of daily budgets: `share(nowMs)` = the traffic curve's share of today's Warsaw traffic
   * before now, `load()` at start. Absent = no pacing (every campaign bids as ACCELERATED).
   */
  pacing?: PacingProvider;
  /** Auction insight: told of every eligible campaign product that does not bid, and why (absent = off). */
  insight?: Pick<InsightProbe, 'drop' | 'slot'>;
}

/** What the index needs of serving's pacing (pacing/pacing.ts `ServingPacing`). */
export interface PacingProvider {
  load(): Promise<void>;
  share(nowMs: number): number;
}

/**
 * In-memory index of the ads that may serve (docs/architecture.md "The auction"; docs/serving-scale.md "Ad index"): product
 * id → campaigns advertising it, plus a category index. The auction path reads only this — no database.
 * Eligibility is evaluated at lookup with domain `isServing` on the current Warsaw day, so day boundaries
 * (start/end dates, daily budget reset) take effect at midnight exactly; with a `pacing` provider, STANDARD
 * campaigns with a daily budget bid only while domain `pacingAllows` holds (docs/serving-scale.md "Pacing").
 *
 * Loaded whole once at `start()`; then updated in place from change events, never reloaded whole:
 * - 'campaigns.changed' (ids): those campaigns' rows are read again (one query, debounced {@link UPDATE_DEBOUNCE_MS});
 * - 'accounts.changed' (account ids): the campaigns of those accounts it holds, likewise (their ad names);
 * - 'catalogue.changed' (product ids): those products' rows; without ids (a catalogue import) everything;
 * - 'campaigns.spent': spend set in place (charges of this process and, through the change bus, of others);
 * - 'stats.observed': impressions and clicks added to products' pCTR (from the statistics roll-up).
 * Campaign keywords (docs/search-placements.md "Keyword index") are loaded and updated with their campaigns.
 * The index only decides who bids; the hard budget cap is enforced when a click is charged.
 */
export class AdIndex {
  #snapshot: AdSnapshot;
  #keywords = new KeywordIndex<IndexedCampaign>();
  readonly #today = warsawDayCache();
  #chain: Promise<void> = Promise.resolve();
  #pending: { campaigns: Set<string>; products: Set<string>; all: boolean } = { campaigns: new Set(), products: new Set(), all: false };
  /** Charges recorded while an update is reading the database, re-applied to its result (it may have read older spend). */
  #chargesDuringLoad: Map<string, SpendFigures> | null = null;
  #debounce: NodeJS.Timeout | undefined;
  #log: ErrorLogger | undefined;
  readonly #onCampaigns = (ids: string[]) => this.#queue(ids.length ? { campaignIds: ids } : undefined);
  /** An account's ad names changed: re-read its campaigns the index holds (none held = nothing to do). */
  readonly #onAccounts = (accountIds: string[]) => {
    const accounts = new Set(accountIds);
    const ids = [...this.#snapshot.campaigns.values()].filter((c) => accounts.has(c.accountId)).map((c) => c.id);
    if (ids.length > 0) this.#queue({ campaignIds: ids });
  };
  readonly #onCatalogue = (ids?: string[]) => this.#queue(ids?.length ? { productIds: ids } : undefined);
  readonly #onSpent = (spent: { campaignId: string; figures: SpendFigures }[]) => {
    for (const s of spent) this.recordCharge(s.campaignId, s.figures);
  };
  readonly #onObserved = (products: { productId: string; impressions: number; clicks: number }[]) => {
    for (const p of products) this.#snapshot.observe(p.productId, p.impressions, p.clicks);
  };

  constructor(private readonly deps: AdIndexDeps) {
    this.#snapshot = new AdSnapshot(deps.reservePrice, deps.prior);
  }

  /**
   * Eligible bids (max CPC and budget left in grosze, pCTR) of the given products, now, at `place` (the
   * shop API key's channel and market): a campaign bids only where domain `servesPlace` holds (its
   * channel is the key's or ALL, the key's market is one of its markets). Unknown ids are skipped.
   */
  bids(productIds: Iterable<string>, place: ServingPlace): AuctionBid[] {
    const now = this.#now(place);
    const out: AuctionBid[] = [];
    for (const productId of productIds) {
      const product = this.#snapshot.products.get(productId);
      if (!product) continue;
      for (const c of product.campaigns) this.#bid(c, product, place, now, c.maxCpc, undefined, out);
    }
    return out;
  }

  /**
   * The bids domain `runAuction` needs of a product auction: those of {@link bids} less, per product, the ones that
   * rank after both its best bid and its best bid of another account (domain `ranksBefore`: the auction reads only
   * those two, so winners and prices are those of every bid; auction-bids.test.ts). A product's campaigns are kept
   * by max CPC, highest first, and a bid's effective bid is at most its max CPC, so the scan of a product stops at
   * the first campaign whose max CPC is below the other account's effective bid: a product advertised by many
   * campaigns costs about two bids. With auction insight on, the campaigns after the stop still bid, into `lost`:
   * insight counts each eligible campaign product (docs/auction-insight.md), and they lose that auction as outbid.
   * The products come from {@link AdSnapshot.lookUp}, which reads ahead what this loop reads first.
   * @returns `bids` for domain `runAuction`; `lost`: bids that cannot change its result, made only for insight
   *   (empty with insight off)
   */
  auctionBids(productIds: Iterable<string>, place: ServingPlace): { bids: AuctionBid[]; lost: AuctionBid[] } {
    const counted = this.deps.insight !== undefined;
    const now = this.#now(place);
    const reserve = this.deps.reservePrice;
    const out: AuctionBid[] = [];
    const lost: AuctionBid[] = [];
    for (const product of this.#snapshot.lookUp(productIds)) {
      let best: AuctionBid | undefined;
      let other: AuctionBid | undefined;
      let otherBid = 0;
      for (const c of product.campaigns) {
        if (other && c.maxCpc < otherBid) {
          if (!counted) break;
          this.#bid(c, product, place, now, c.maxCpc, undefined, lost);
          continue;
        }
        const n = out.length;
        this.#bid(c, product, place, now, c.maxCpc, undefined, out);
        const bid = out[n];
        if (!bid || effectiveBid(bid) < reserve) continue; // the auction leaves it out
        if (!best || ranksBefore(bid, best)) {
          if (best && best.accountId !== bid.accountId) other = best;
          best = bid;
        } else if (bid.accountId !== best.accountId && (!other || ranksBefore(bid, other))) other = bid;
        if (other) otherBid = effectiveBid(other);
      }
    }
    return { bids: out, lost };
  }

  /**
   * Eligible bids of a search auction (docs/search-placements.md "Search auctions"; search-bids.ts): bids of the
   * campaigns whose keywords match `query` (domain `searchQueryTokens` of the searchQuery), at their best keyword's bid,
   * among `candidates` (given products or a category's; null = each matching campaign's best products). Otherwise as
   * {@link bids} (place, serving state, pacing).
   * @returns `bids` for the auction; `lost`: bids made only to be counted by auction insight as outbid (the
   *   campaigns left out of the auction), empty with insight off
   */
  searchBids(
    query: readonly string[],
    candidates: Iterable<string> | null,
    place: ServingPlace,
    slots = Infinity,
  ): { bids: AuctionBid[]; lost: AuctionBid[] } {
    const now = this.#now(place);
    return searchBids(
      {
        snapshot: this.#snapshot,
        match: this.#keywords.match(query),
        insight: this.deps.insight,
        reservePrice: this.deps.reservePrice,
        mayBid: (c) => this.#mayBid(c, place, now),
        bid: (c, product, maxCpc, keyword, out) => this.#bid(c, product, place, now, maxCpc, keyword, out),
      },
      candidates,
      slots,
    );
  }

  #now(place: ServingPlace): Now {
    const nowMs = this.deps.now().getTime();
    // Pacing: one curve share per lookup; a STANDARD campaign ahead of its pace does not bid now.
    return { today: this.#today(nowMs), share: this.deps.pacing?.share(nowMs), placeBit: this.#snapshot.placeBit(place) };
  }

  /** Whether campaign `c` may bid now at `place`: it serves there, is serving today and its pacing allows. */
  #mayBid(c: IndexedCampaign, place: ServingPlace, now: Now): boolean {
    const { today, share } = now;
    if (!servesAt(c, place, now.placeBit) || !isServing(c.state, today)) return false;
    return (
      share === undefined ||
      pacingAllows({ delivery: c.delivery, dailyBudget: c.state.dailyBudget, spentToday: spentOn(c.state, today) }, share)
    );
  }

  /** Pushes campaign `c`'s bid on `product` at `maxCpc` (grosze) when it may bid now at `place` (with `keyword`: a search bid, tagged with the keyword's id and number). */
  #bid(
    c: IndexedCampaign,
    product: IndexedProduct,
    place: ServingPlace,
    now: Now,
    maxCpc: Grosze,
    keyword: { keywordId: string; number: number } | undefined,
    out: AuctionBid[],
  ): void {
    const { today, share } = now;
    const insight = this.deps.insight;
    if (!servesAt(c, place, now.placeBit)) return insight?.drop(product, c, 'PLACE_NOT_SERVED');
    const state = campaignDisplayState(c.state, today);
    if (state !== 'RUNNING') {
      const reason = insight && lossReasonOfState(state);
      if (reason) insight.drop(product, c, reason);
      return;
    }
    if (
      share !== undefined &&
      !pacingAllows({ delivery: c.delivery, dailyBudget: c.state.dailyBudget, spentToday: spentOn(c.state, today) }, share)
    )
      return insight?.drop(product, c, 'PACED');
    const bid: AuctionBid = {
      campaignId: c.id,
      accountId: c.accountId,
      productId: product.id,
      maxCpc,
      pctr: product.pctr,
      budgetLeft: budgetLeft(c.state, today),
      // In the literal, not added later: every bid keeps one shape and needs no out-of-object property store.
      slot: insight?.slot(product, c),
    };
    if (keyword !== undefined) {
      bid.keywordId = keyword.keywordId;
      bid.keywordNumber = keyword.number;
    }
    out.push(bid);
  }

  /** The names shown with a campaign's ads (DSA art. 26(1)(b), (c)), or undefined when the index does not hold it. */
  adNames(campaignId: string): { onBehalfOf: string; paidBy: string } | undefined {
    return this.#snapshot.campaigns.get(campaignId)?.adNames;
  }

  /** Advertised product ids in category `code` or any of its descendants. */
  productsInCategory(code: string): ReadonlySet<string> {
    return this.#snapshot.categories.get(code) ?? EMPTY;
  }

  /** Product ids with how many campaigns advertise each, most first (the benchmark's hot products). */
  productsByCampaignCount(): Array<{ id: string; campaigns: number }> {
    const out = [...this.#snapshot.products.values()].map((p) => ({ id: p.id, campaigns: p.campaigns.length }));
    return out.sort((a, b) => b.campaigns - a.campaigns);
  }

  /** Campaigns and products held (tests, health). */
  get size(): { campaigns: number; products: number; keywords: number } {
    return { campaigns: this.#snapshot.campaigns.size, products: this.#snapshot.products.size, keywords: this.#keywords.size };
  }

  /**
   * Sets a campaign's spend after a charge; spend only grows, so older figures (a late notification) are ignored.
   * @returns whether the campaign may still serve now (false = its budget no longer covers a click).
   */
  recordCharge(campaignId: string, figures: SpendFigures): boolean {
    const during = this.#chargesDuringLoad?.get(campaignId);
    if (this.#chargesDuringLoad && (!during || during.spentTotal < figures.spentTotal)) this.#chargesDuringLoad.set(campaignId, figures);
    const campaign = this.#snapshot.campaigns.get(campaignId);
    if (!campaign) return false;
    if (figures.spentTotal >= campaign.state.spentTotal) Object.assign(campaign.state, figures);
    return isServing(campaign.state, this.#today(this.deps.now().getTime()));
  }

  /** Reloads everything from the database (start, catalogue imports, tests). Resolves once applied. */
  refresh(): Promise<void> {
    return this.#run(undefined);
  }

  /** Resolves once every change event received so far is applied (tests). */
  async settled(): Promise<void> {
    if (this.#debounce) {
      clearTimeout(this.#debounce);
      this.#debounce = undefined;
      this.#flush();
    }
    await this.#chain;
  }

  /** Loads the index, then follows change events until `stop()`. Errors of later updates are logged, not thrown. */
  async start(log?: ErrorLogger): Promise<void> {
    this.#log = log;
    await Promise.all([
      this.refresh(),
      this.deps.pacing
        ?.load()
        .catch((error: unknown) => log?.error({ err: error }, 'traffic curve not loaded; pacing follows the default curve')),
    ]);
    this.deps.events.on('campaigns.changed', this.#onCampaigns);
    this.deps.events.on('accounts.changed', this.#onAccounts);
    this.deps.events.on('catalogue.changed', this.#onCatalogue);
    this.deps.events.on('campaigns.spent', this.#onSpent);
    this.deps.events.on('stats.observed', this.#onObserved);
  }

  stop(): void {
    clearTimeout(this.#debounce);
    this.deps.events.off('campaigns.changed', this.#onCampaigns);
    this.deps.events.off('accounts.changed', this.#onAccounts);
    this.deps.events.off('catalogue.changed', this.#onCatalogue);
    this.deps.events.off('campaigns.spent', this.#onSpent);
    this.deps.events.off('stats.observed', this.#onObserved);
  }

  #queue(only: AdIndexFilter | undefined): void {
    if (!only) this.#pending.all = true;
    else if ('campaignIds' in only) for (const id of only.campaignIds) this.#pending.campaigns.add(id);
    else for (const id of only.productIds) this.#pending.products.add(id);
    if (this.#debounce) return;
    this.#debounce = setTimeout(() => {
      this.#debounce = undefined;
      this.#flush();
    }, UPDATE_DEBOUNCE_MS);
    this.#debounce.unref();
  }

  #flush(): void {
    const { campaigns, products, all } = this.#pending;
    this.#pending = { campaigns: new Set(), products: new Set(), all: false };
    const report = (error: unknown) => this.#log?.error({ err: error }, 'ad index update failed');
    if (all) return void this.#run(undefined).catch(report);
    if (campaigns.size) void this.#run({ campaignIds: [...campaigns] }).catch(report);
    if (products.size) void this.#run({ productIds: [...products] }).catch(report);
  }

  /** Updates run one after the other, each with one query. */
  #run(only: AdIndexFilter | undefined): Promise<void> {
    const next = this.#chain.catch(() => undefined).then(() => this.#apply(only));
    this.#chain = next.catch(() => undefined);
    return next;
  }

  async #apply(only: AdIndexFilter | undefined): Promise<void> {
    const today = this.#today(this.deps.now().getTime());
    this.#chargesDuringLoad = new Map();
    try {
      // A product change leaves keywords as they are; everything else reloads those campaigns' keywords too.
      const byProduct = only !== undefined && 'productIds' in only;
      const [rows, keywordRows] = await Promise.all([
        this.deps.repo.loadRows(today, addDaysToDay(today, -(PCTR_WINDOW_DAYS - 1)), only),
        byProduct ? [] : this.deps.repo.loadKeywordRows(today, only),
      ]);
      if (!only) {
        this.#snapshot = new AdSnapshot(this.deps.reservePrice, this.deps.prior);
        this.#keywords = new KeywordIndex<IndexedCampaign>();
      } else if ('campaignIds' in only) {
        this.#snapshot.removeCampaigns(only.campaignIds);
        this.#keywords.removeCampaigns(only.campaignIds);
      } else this.#snapshot.removeProducts(only.productIds);
      this.#snapshot.add(rows);
      this.#keywords.add(keywordRows);
      for (const [id, figures] of this.#chargesDuringLoad) {
        const campaign = this.#snapshot.campaigns.get(id);
        if (campaign && campaign.state.spentTotal < figures.spentTotal) Object.assign(campaign.state, figures);
      }
    } finally {
      this.#chargesDuringLoad = null;
    }
  }
}

const EMPTY: ReadonlySet<string> = new Set();
