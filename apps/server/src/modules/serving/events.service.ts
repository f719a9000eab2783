import { InvalidMoneyFormatError, plnNumberToGrosze, warsawDay } from '@ads/domain';
import type { EventWriters } from './batching/event-writers';
import type { ResolvedBid, ResolvedBidSigner } from './bids/resolved-bid-token';
import type { EventsRepository, PurchaseItemInsert } from './events.repository';
import type { StatsRollup } from './rollup/stats-rollup';
import {
  checkShapes,
  count,
  emptyEventsResponse,
  EVENT_CLOCK_TOLERANCE_MS,
  REJECTION,
  withinImpressionWindow,
  type Checked,
  type EventKind,
} from './event-checks';
import type { Click, EventsEnvelope, EventsResponse, Impression, Purchase } from './events.schemas';
import { withDeadline } from '../../http/deadline';
import type { ShopKey } from '../shop-keys';

/**
 * Attribution window, ms: a purchase item is credited to a click made at most this long before
 * the purchase (7 days, the usual last-click window of Amazon Sponsored Products and Criteo).
 */
export const ATTRIBUTION_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface EventsServiceDeps {
  repo: EventsRepository;
  writers: EventWriters;
  signer: ResolvedBidSigner;
  rollup: StatsRollup;
  now: () => Date;
  /** A request is answered within this, ms (SERVING_EVENTS_TIMEOUT_MS). */
  timeoutMs: number;
  /** An impression counts only within this after its auction, ms (SERVING_IMPRESSION_WINDOW_S). */
  impressionWindowMs: number;
}

/**
 * Records the shop's events of one `POST /v2/events` request (Topsort v2 EventsRequest):
 * impressions first, then clicks, then purchases, so a click may follow its impression and a purchase its
 * click in the same request. Each event is checked on its own; rejected ones are listed, the others recorded.
 * Days are Warsaw days of `occurredAt`; money is grosze. Resolved bids are verified in memory
 * (bids/resolved-bid-token.ts); impressions and clicks are written with other requests' in batches
 * (batching/event-writers.ts); which clicks are billed is decided by clicks/click-decisions.ts.
 *
 * "Never half-committed", as the shop sees it: an answer of 200 means every event it counts
 * as accepted or duplicate is durably stored. Any failure answers no 2xx at all (the route's 503), even
 * when earlier steps of the request were already committed: every step is idempotent (event id, one click
 * per resolvedBidId, (purchase id, item)), so the shop's retry of the whole batch stores the rest and
 * charges each click exactly once; what was kept before counts as `duplicates` then.
 */
export class EventsService {
  constructor(private readonly deps: EventsServiceDeps) {}

  /**
   * @param key the presenting shop API key: impressions on a bid made with another key are rejected
   *   (KEY_MISMATCH); such clicks are recorded as invalid clicks and never charged.
   * @param onLate gets the failure of work still running after the deadline (a DeadlineExceeded when it
   *   stopped before its next step).
   * @returns what happened to each event, once all of it is stored.
   * @throws DeadlineExceeded after `timeoutMs` (the work stops before its next step); a database error
   *   (see deadline.ts `isUnavailable`) as thrown. Both mean: nothing of the answer is acknowledged, retry.
   */
  async record(body: EventsEnvelope, key: ShopKey, onLate?: (error: unknown) => void): Promise<EventsResponse> {
    return withDeadline(this.deps.timeoutMs, (signal) => this.#record(body, key, signal), onLate);
  }

  async #record(body: EventsEnvelope, key: ShopKey, signal: AbortSignal): Promise<EventsResponse> {
    const out = emptyEventsResponse();
    const now = this.deps.now();
    const impressions = this.#sponsored('impression', checkShapes('impression', body.impressions ?? [], out), now, out);
    const clicks = this.#sponsored('click', checkShapes('click', body.clicks ?? [], out), now, out);
    const purchases = checkShapes('purchase', body.purchases ?? [], out);

    const shown = impressions.filter(({ e, bid }) => {
      const reason =
        bid.keyId !== key.id
          ? REJECTION.keyMismatch
          : !withinImpressionWindow(e.at, bid.createdAt, now, this.deps.impressionWindowMs)
            ? REJECTION.bidExpired
            : null;
      if (reason) out.rejected.push({ kind: 'impression', index: e.index, id: e.event.id, reason });
      return reason === null;
    });
    const inserted = await this.deps.writers.impressions.submit(
      shown.map(({ e, bid, resolvedBidId }) => ({
        eventId: e.event.id,
        resolvedBidId,
        bidDay: warsawDay(bid.createdAt),
        campaignId: bid.campaignId,
        productId: bid.productId,
        opaqueUserId: e.event.opaqueUserId,
        occurredAt: e.at,
        day: warsawDay(e.at),
        price: bid.price,
        keywordId: bid.keywordId ?? null,
        searchTerm: bid.searchTerm ?? null,
      })),
    );
    shown.forEach((_, i) => count(out, inserted[i] ? 'accepted' : 'duplicates', 'impression'));
    signal.throwIfAborted();

    const decisions = await this.deps.writers.clicks.submit(
      clicks.map(({ e, bid, resolvedBidId }) => ({
        eventId: e.event.id,
        resolvedBidId,
        bidDay: warsawDay(bid.createdAt),
        campaignId: bid.campaignId,
        productId: bid.productId,
        rank: bid.rank,
        price: bid.price,
        maxCpc: bid.maxCpc,
        keywordId: bid.keywordId ?? null,
        searchTerm: bid.searchTerm ?? null,
        keyId: key.id,
        keyMatches: bid.keyId === key.id,
        opaqueUserId: e.event.opaqueUserId,
        occurredAt: e.at,
        day: warsawDay(e.at),
      })),
    );
    decisions.forEach((d, i) => {
      if (d.outcome === 'duplicate') return count(out, 'duplicates', 'click');
      count(out, 'accepted', 'click');
      if (d.billable) {
        out.charged.clicks += 1;
        out.charged.cost += clicks[i]!.bid.price;
      }
    });
    signal.throwIfAborted();
    await this.#purchases(purchases, now, out);
    return out;
  }

  /** Keeps events that name a resolved bid this server signed and claim no future time; rejects the rest. */
  #sponsored<T extends Impression | Click>(kind: EventKind, events: Checked<T>[], now: Date, out: EventsResponse) {
    const kept: { e: Checked<T>; bid: ResolvedBid; resolvedBidId: string }[] = [];
    for (const e of events) {
      const reject = (reason: string) => out.rejected.push({ kind, index: e.index, id: e.event.id, reason });
      const resolvedBidId = e.event.resolvedBidId;
      const bid = resolvedBidId === undefined ? null : this.deps.signer.verify(resolvedBidId);
      if (resolvedBidId === undefined) reject(REJECTION.notSponsored);
      else if (!bid) reject(REJECTION.unknownBid);
      else if (e.at.getTime() > now.getTime() + EVENT_CLOCK_TOLERANCE_MS) reject(REJECTION.outOfRange);
      else kept.push({ e, bid, resolvedBidId });
    }
    return kept;
  }

  async #purchases(purchases: Checked<Purchase>[], now: Date, out: EventsResponse): Promise<void> {
    const items: PurchaseItemInsert[] = [];
    // Items inserted per purchase event: 0 = every item was already recorded (a retry).
    const insertedItems = new Map<string, number>();
    for (const { index, event, at } of purchases) {
      const reject = (reason: string, detail?: string) =>
        out.rejected.push({ kind: 'purchase', index, id: event.id, reason, ...(detail ? { detail } : {}) });
      if (at.getTime() > now.getTime() + EVENT_CLOCK_TOLERANCE_MS) {
        reject(REJECTION.outOfRange);
        continue;
      }
      let converted: PurchaseItemInsert[];
      try {
        converted = event.items.map((item, itemIndex) => ({
          eventId: event.id,
          itemIndex,
          productId: item.productId,
          quantity: item.quantity ?? 1,
          unitPrice: plnNumberToGrosze(item.unitPrice),
          opaqueUserId: event.opaqueUserId,
          occurredAt: at,
          day: warsawDay(at),
          resolvedBidId: item.resolvedBidId ?? null,
        }));
      } catch (error) {
        if (!(error instanceof InvalidMoneyFormatError)) throw error;
        reject(REJECTION.invalidPrice, error.message);
        continue;
      }
      items.push(...converted);
      insertedItems.set(event.id, 0);
    }
    for (const item of await this.deps.repo.insertPurchaseItems(items, ATTRIBUTION_WINDOW_MS)) {
      insertedItems.set(item.eventId, (insertedItems.get(item.eventId) ?? 0) + 1);
      if (item.campaignId !== null) {
        out.attributed.items += 1;
        out.attributed.revenue += item.revenue;
      }
    }
    for (const inserted of insertedItems.values()) count(out, inserted > 0 ? 'accepted' : 'duplicates', 'purchase');
    if (items.length > 0) this.deps.rollup.schedule();
  }
}
