import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  ClickSchema,
  ImpressionSchema,
  PurchaseSchema,
  type Click,
  type EventsResponse,
  type Impression,
  type Purchase,
} from './events.schemas';
import { echoableId, findBadText } from './event-text';

/**
 * Per-event checks of `POST /v2/events`, pure: each event is judged on its own so one bad event
 * never loses the others (docs/conventions.md "Errors").
 */

/** Clock skew allowed between the shop and this server, ms: an event may claim a time this far in the future. */
export const EVENT_CLOCK_TOLERANCE_MS = 5 * 60_000;

/**
 * Earliest `occurredAt` accepted. PostgreSQL has no year 0 (JavaScript does), and nothing in this
 * product predates it; an earlier time is OCCURRED_AT_OUT_OF_RANGE.
 */
export const EARLIEST_OCCURRED_AT = new Date('2000-01-01T00:00:00Z');

/** Reasons an event is rejected (the `reason` of `rejected[]`). */
export const REJECTION = {
  invalid: 'INVALID_EVENT',
  notSponsored: 'NOT_SPONSORED',
  unknownBid: 'RESOLVED_BID_NOT_FOUND',
  outOfRange: 'OCCURRED_AT_OUT_OF_RANGE',
  invalidPrice: 'INVALID_UNIT_PRICE',
  /** The event came with another shop API key than the auction that made its resolved bid. */
  keyMismatch: 'KEY_MISMATCH',
  /** An impression outside its auction's impression window (SERVING_IMPRESSION_WINDOW_S), or reported after it closed. */
  bidExpired: 'BID_EXPIRED',
} as const;

export type EventKind = 'impression' | 'click' | 'purchase';

type EventOf<K extends EventKind> = { impression: Impression; click: Click; purchase: Purchase }[K];
const CHECKERS = {
  impression: TypeCompiler.Compile(ImpressionSchema),
  click: TypeCompiler.Compile(ClickSchema),
  purchase: TypeCompiler.Compile(PurchaseSchema),
};

/** A well-formed event with its position in the request and its parsed occurredAt. */
export interface Checked<T> {
  index: number;
  event: T;
  at: Date;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Parses an RFC 3339 timestamp with offset (contract `occurredAt`); null when malformed. */
export function parseOccurredAt(text: string): Date | null {
  if (!RFC3339.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** An empty answer, filled in as events are processed. */
export function emptyEventsResponse(): EventsResponse {
  return {
    accepted: { impressions: 0, clicks: 0, purchases: 0 },
    duplicates: { impressions: 0, clicks: 0, purchases: 0 },
    rejected: [],
    charged: { clicks: 0, cost: 0 },
    attributed: { items: 0, revenue: 0 },
  };
}

const PLURAL = { impression: 'impressions', click: 'clicks', purchase: 'purchases' } as const;

/** Adds one to the `accepted` or `duplicates` count of `kind`. */
export function count(out: EventsResponse, field: 'accepted' | 'duplicates', kind: EventKind): void {
  out[field][PLURAL[kind]] += 1;
}

/**
 * Keeps the well-formed events of one kind: storable text ({@link findBadText}), shape (contract schema
 * with this server's bounds: ids ≤ 256 characters, quantity ≤ 10 000, unitPrice ≤ 1 000 000 PLN, ≤ 100 items),
 * RFC 3339 `occurredAt` not before {@link EARLIEST_OCCURRED_AT}, and the
 * first of each event id (a repeated id in the same request counts as a duplicate). Others go to `out.rejected`.
 */
export function checkShapes<K extends EventKind>(kind: K, raw: readonly unknown[], out: EventsResponse): Checked<EventOf<K>>[] {
  const checker = CHECKERS[kind];
  const seen = new Set<string>();
  const kept: Checked<EventOf<K>>[] = [];
  raw.forEach((event, index) => {
    const id = echoableId(event);
    const reject = (detail: string | undefined, reason: string = REJECTION.invalid) =>
      out.rejected.push({ kind, index, ...(id ? { id } : {}), reason, ...(detail ? { detail } : {}) });
    // Text first: a NUL, a lone surrogate or an overlong string would fail in PostgreSQL, not here.
    const badText = findBadText(event);
    if (badText) return reject(badText);
    if (!checker.Check(event)) {
      const first = checker.Errors(event).First();
      return reject(first ? `${first.path || '/'}: ${first.message}` : undefined);
    }
    const typed = event as EventOf<K>;
    const at = parseOccurredAt(typed.occurredAt);
    if (!at) return reject('/occurredAt: expected an RFC 3339 timestamp with offset');
    if (at < EARLIEST_OCCURRED_AT) return reject(`/occurredAt: earlier than ${EARLIEST_OCCURRED_AT.toISOString()}`, REJECTION.outOfRange);
    if (seen.has(typed.id)) return count(out, 'duplicates', kind);
    seen.add(typed.id);
    kept.push({ index, event: typed, at });
  });
  return kept;
}

/**
 * Whether an impression counts: it claims a time from its auction (− the clock tolerance) to the end of the
 * impression window, and it is reported before that window (+ tolerance) closes, so an old resolved bid cannot
 * be shown again days later, nor a click be put on another day's budget through it.
 */
export function withinImpressionWindow(at: Date, bidCreatedAt: Date, now: Date, windowMs: number): boolean {
  const t = at.getTime();
  const start = bidCreatedAt.getTime();
  return t >= start - EVENT_CLOCK_TOLERANCE_MS && t <= start + windowMs && now.getTime() <= start + windowMs + EVENT_CLOCK_TOLERANCE_MS;
}
