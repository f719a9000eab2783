import { InvalidMoneyFormatError, plnNumberToGrosze, warsawDay } from '@ads/domain';
import type { DomainEvents } from '../context';
import type { AdIndex } from './ad-index';
import type { ClicksRepository } from './clicks.repository';
import type { EventsRepository, PurchaseItemInsert, ResolvedBid } from './events.repository';
import {
  checkShapes,
  count,
  emptyEventsResponse,
  EVENT_CLOCK_TOLERANCE_MS,
  REJECTION,
  withinBidWindow,
  type Checked,
  type EventKind,
} from './event-checks';
import type { Click, EventsEnvelope, EventsResponse, Impression, Purchase } from './events.schemas';
import { withDeadline } from './deadline';

/**
 * Attribution window, ms: a purchase item is credited to a click made at most this long before
 * the purchase (7 days, the usual last-click window of Amazon Sponsored Products and Criteo).
 */
export const ATTRIBUTION_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface EventsServiceDeps {
  repo: EventsRepository;
  clicks: ClicksRepository;
  index: AdIndex;
  events: DomainEvents;
  now: () => Date;
  /** A request is answered within this, ms (SERVING_EVENTS_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * Records the shop's events of one `POST /v2/events` request (Topsort v2 EventsRequest):
 * impressions first, then clicks, then purchases, so a purchase may be attributed to a click of the
 * same request. Each event is checked on its own; rejected ones are listed, the others recorded.
 * Days are Warsaw days of `occurredAt`; money is grosze.
 *
 * "Never half-committed" (issue #6), as the shop sees it: an answer of 200 means every event it counts
 * as accepted or duplicate is durably stored. Any failure answers no 2xx at all (the route's 503), even
 * when earlier steps of the request were already committed (impressions, clicks one transaction each):
 * every step is idempotent (event id, one click per resolvedBidId, (purchase id, item)), so the shop's
 * retry of the whole batch stores the rest and charges each click exactly once; what was kept before
 * counts as `duplicates` then.
 */
export class EventsService {
  constructor(private readonly deps: EventsServiceDeps) {}

  /**
   * @param onLate gets the failure of work still running after the deadline (a DeadlineExceeded when it
   *   stopped before its next step).
   * @returns what happened to each event, once all of it is stored.
   * @throws DeadlineExceeded after `timeoutMs` (the work stops before its next step); a database error
   *   (see deadline.ts `isUnavailable`) as thrown. Both mean: nothing of the answer is acknowledged, retry.
   */
  async record(body: EventsEnvelope, onLate?: (error: unknown) => void): Promise<EventsResponse> {
    return withDeadline(this.deps.timeoutMs, (signal) => this.#record(body, signal), onLate);
  }

  async #record(body: EventsEnvelope, signal: AbortSignal): Promise<EventsResponse> {
    const out = emptyEventsResponse();
    const now = this.deps.now();
    const impressions = checkShapes('impression', body.impressions ?? [], out);
    const clicks = checkShapes('click', body.clicks ?? [], out);
    const purchases = checkShapes('purchase', body.purchases ?? [], out);
    const bidIds = new Set([...impressions, ...clicks].flatMap((e) => (e.event.resolvedBidId ? [e.event.resolvedBidId] : [])));
    const bids = await this.deps.repo.findResolvedBids([...bidIds]);
    signal.throwIfAborted();

    const validImpressions = this.#sponsored('impression', impressions, bids, now, out);
    const inserted = await this.deps.repo.insertImpressions(
      validImpressions.map(({ e, bid }) => ({
        eventId: e.event.id,
        resolvedBidId: bid.id,
        campaignId: bid.campaignId,
        productId: bid.productId,
        opaqueUserId: e.event.opaqueUserId,
        occurredAt: e.at,
        day: warsawDay(e.at),
      })),
    );
    for (const { e } of validImpressions) count(out, inserted.has(e.event.id) ? 'accepted' : 'duplicates', 'impression');
    signal.throwIfAborted();

    // Each click is charged in its own transaction (DESIGN.md "Budgets are hard caps"), one after the other.
    for (const { e, bid } of this.#sponsored('click', clicks, bids, now, out)) {
      await this.#charge(e, bid, out);
      signal.throwIfAborted();
    }
    await this.#purchases(purchases, now, out);
    return out;
  }

  /** Keeps events that name a known resolved bid and a plausible time; rejects the rest. */
  #sponsored<T extends Impression | Click>(
    kind: EventKind,
    events: Checked<T>[],
    bids: Map<string, ResolvedBid>,
    now: Date,
    out: EventsResponse,
  ) {
    const kept: { e: Checked<T>; bid: ResolvedBid }[] = [];
    for (const e of events) {
      const reject = (reason: string) => out.rejected.push({ kind, index: e.index, id: e.event.id, reason });
      const bid = e.event.resolvedBidId === undefined ? undefined : bids.get(e.event.resolvedBidId);
      if (e.event.resolvedBidId === undefined) reject(REJECTION.notSponsored);
      else if (!bid) reject(REJECTION.unknownBid);
      else if (!withinBidWindow(e.at, bid.createdAt, now)) reject(REJECTION.outOfRange);
      else kept.push({ e, bid });
    }
    return kept;
  }

  /** Charges one click (DESIGN.md "Budgets are hard caps") and keeps the ad index in step. */
  async #charge(e: Checked<Click>, bid: ResolvedBid, out: EventsResponse): Promise<void> {
    const result = await this.deps.clicks.chargeClick({
      eventId: e.event.id,
      resolvedBidId: bid.id,
      campaignId: bid.campaignId,
      productId: bid.productId,
      opaqueUserId: e.event.opaqueUserId,
      occurredAt: e.at,
      day: warsawDay(e.at),
      price: bid.price,
    });
    if (result.outcome === 'duplicate') return count(out, 'duplicates', 'click');
    count(out, 'accepted', 'click');
    if (result.outcome === 'charged') {
      out.charged.clicks += 1;
      out.charged.cost += bid.price;
      if (this.deps.index.recordCharge(bid.campaignId, result.figures)) return;
    }
    // The budget ran out (now or before): let the index (and anyone else listening) drop the campaign.
    this.deps.events.emit('campaigns.changed', [bid.campaignId]);
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
  }
}
