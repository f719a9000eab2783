import {
  addDaysToDay,
  budgetLeft,
  isServing,
  pacingAllows,
  servesPlace,
  spentOn,
  warsawDay,
  type AuctionBid,
  type ServingPlace,
  type CtrPrior,
  type Day,
  type Grosze,
} from '@ads/domain';
import type { DomainEvents } from '../context';
import type { AdIndexRepository } from './ad-index.repository';
import { buildSnapshot, EMPTY_SNAPSHOT, type AdSnapshot } from './ad-index.snapshot';

/** Days of stats_daily (today included) whose clicks/impressions feed each product's pCTR. */
export const PCTR_WINDOW_DAYS = 30;
/** Full reload period, ms: picks up changes made by other processes (other serving nodes, SQL). */
export const REFRESH_INTERVAL_MS = 2_000;
/** Delay that folds a burst of change events into one reload, ms. */
export const REFRESH_DEBOUNCE_MS = 50;

/** Spend figures of a campaign as returned by the charging UPDATE (grosze, Warsaw day). */
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
   * PACING (issue #8): the traffic-curve provider — `share(nowMs)` = curve share of today's Warsaw
   * traffic before now, `load()` at start. Absent = no pacing (every campaign bids like ACCELERATED).
   */
  pacing?: PacingProvider;
}

/** PACING (issue #8): what the index needs of serving's pacing (pacing/pacing.ts `ServingPacing`). */
export interface PacingProvider {
  load(): Promise<void>;
  share(nowMs: number): number;
}

/**
 * In-memory index of the ads that may serve (DESIGN.md "Serving": "held in memory and refreshed
 * when campaigns, budgets or stock change"): product id → campaigns advertising it, plus a
 * category index. Eligibility is evaluated at lookup with domain `isServing` on the current Warsaw
 * day, so day boundaries (start/end dates, daily budget reset) take effect at midnight exactly.
 *
 * Reloaded by one SQL query at `start()`, on 'campaigns.changed' / 'catalogue.changed'
 * (debounced {@link REFRESH_DEBOUNCE_MS}) and every {@link REFRESH_INTERVAL_MS}; after each charged
 * click the campaign's spend is set in place from the charging UPDATE. The index only decides who
 * bids; the hard budget cap is enforced by PostgreSQL when a click is charged. With a `pacing`
 * provider, STANDARD campaigns with a daily budget bid only while domain `pacingAllows` holds (issue #8).
 */
export class AdIndex {
  #snapshot: AdSnapshot = EMPTY_SNAPSHOT;
  #building: Promise<void> | null = null;
  #rerun: Promise<void> | null = null;
  /** Charges recorded while a reload is running, re-applied to its result (it may have read older spend). */
  #chargesDuringBuild: Map<string, SpendFigures> | null = null;
  #interval: NodeJS.Timeout | undefined;
  #debounce: NodeJS.Timeout | undefined;
  #log: ErrorLogger | undefined;
  readonly #onChange = () => this.#schedule();

  constructor(private readonly deps: AdIndexDeps) {}

  /**
   * Eligible bids (max CPC and budget left in grosze, pCTR) of the given products, now, at `place` (the
   * shop API key's channel and market): a campaign bids only where domain `servesPlace` holds (its
   * channel is the key's or ALL, the key's market is one of its markets). Unknown ids are skipped.
   */
  bids(productIds: Iterable<string>, place: ServingPlace): AuctionBid[] {
    const now = this.deps.now();
    const today = warsawDay(now);
    // PACING (issue #8): one curve share per lookup; a STANDARD campaign ahead of its pace is skipped.
    const share = this.deps.pacing?.share(now.getTime());
    const out: AuctionBid[] = [];
    for (const productId of productIds) {
      const product = this.#snapshot.products.get(productId);
      if (!product) continue;
      for (const c of product.campaigns) {
        if (!servesPlace(c.target, place) || !isServing(c.state, today)) continue;
        if (share !== undefined && !pacingAllows({ delivery: c.delivery, dailyBudget: c.state.dailyBudget, spentToday: spentOn(c.state, today) }, share))
          continue;
        out.push({ campaignId: c.id, productId, maxCpc: c.maxCpc, pctr: product.pctr, budgetLeft: budgetLeft(c.state, today) });
      }
    }
    return out;
  }

  /** Advertised product ids in category `code` or any of its descendants. */
  productsInCategory(code: string): readonly string[] {
    return this.#snapshot.categories.get(code) ?? [];
  }

  /**
   * Sets a campaign's spend after a charged click (figures from the charging UPDATE).
   * @returns whether the campaign may still serve now (false = its budget no longer covers a click).
   */
  recordCharge(campaignId: string, figures: SpendFigures): boolean {
    this.#chargesDuringBuild?.set(campaignId, figures);
    const campaign = this.#snapshot.campaigns.get(campaignId);
    if (!campaign) return false;
    Object.assign(campaign.state, figures);
    return isServing(campaign.state, warsawDay(this.deps.now()));
  }

  /** Reloads from the database. Concurrent calls share one reload; a call during a reload gets the next one. */
  refresh(): Promise<void> {
    if (this.#building) {
      this.#rerun ??= this.#building.then(() => {
        this.#rerun = null;
        return this.refresh();
      });
      return this.#rerun;
    }
    this.#building = this.#build().finally(() => {
      this.#building = null;
    });
    return this.#building;
  }

  /** Loads the index, then keeps it fresh until `stop()`. Errors of later reloads are logged, not thrown. */
  async start(log?: ErrorLogger): Promise<void> {
    this.#log = log;
    // PACING (issue #8): the traffic curve is loaded with the index; without it pacing uses the default curve.
    const curve = this.deps.pacing?.load().catch((error: unknown) => log?.error({ err: error }, 'traffic curve load failed'));
    await Promise.all([this.refresh(), curve]);
    this.deps.events.on('campaigns.changed', this.#onChange);
    this.deps.events.on('catalogue.changed', this.#onChange);
    this.#interval = setInterval(() => void this.#safeRefresh(), REFRESH_INTERVAL_MS);
    this.#interval.unref();
  }

  stop(): void {
    clearInterval(this.#interval);
    clearTimeout(this.#debounce);
    this.deps.events.off('campaigns.changed', this.#onChange);
    this.deps.events.off('catalogue.changed', this.#onChange);
  }

  #schedule(): void {
    clearTimeout(this.#debounce);
    this.#debounce = setTimeout(() => void this.#safeRefresh(), REFRESH_DEBOUNCE_MS);
    this.#debounce.unref();
  }

  async #safeRefresh(): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      this.#log?.error({ err: error }, 'ad index reload failed');
    }
  }

  async #build(): Promise<void> {
    const today = warsawDay(this.deps.now());
    this.#chargesDuringBuild = new Map();
    try {
      const rows = await this.deps.repo.loadRows(today, addDaysToDay(today, -(PCTR_WINDOW_DAYS - 1)));
      const next = buildSnapshot(rows, this.deps.reservePrice, this.deps.prior);
      for (const [id, figures] of this.#chargesDuringBuild) {
        const campaign = next.campaigns.get(id);
        if (campaign && campaign.state.spentTotal < figures.spentTotal) Object.assign(campaign.state, figures);
      }
      this.#snapshot = next;
    } finally {
      this.#chargesDuringBuild = null;
    }
  }
}
