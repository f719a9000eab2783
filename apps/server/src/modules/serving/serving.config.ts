import { z } from 'zod';
import { DEFAULT_CLICK_RULES, type ClickRules } from '@ads/domain';
import { ms } from '../../plugins/env';

/** Settings of the serving API (README.md "Configuration"; docs/serving-scale.md). */
export const servingEnv = z.object({
  /** 1500 by default: a shop that gives up after 2 s still gets the 503 + Retry-After (docs/serving-trust.md "Deadlines"). */
  SERVING_EVENTS_TIMEOUT_MS: ms(100, 120_000, 1500),
  /** Valid-click rules (domain click-validity.ts; docs/serving-scale.md "Valid clicks"). */
  SERVING_IMPRESSION_WINDOW_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(3600),
  SERVING_CLICK_WINDOW_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(3600),
  SERVING_CLICK_FREQUENCY_CAP: z.coerce.number().int().min(1).max(1000).default(5),
  SERVING_REPEAT_CLICK_WINDOW_S: z.coerce.number().int().min(0).max(86_400).default(600),
  /** How soon new events reach stats_daily, ms (docs/serving-scale.md "Statistics roll-up"). */
  STATS_ROLLUP_DELAY_MS: ms(0, 60_000, 1000),
  /** A serving request slower than this is logged on its own (others only count in the metrics), ms (docs/operations.md "Metrics"). */
  SERVING_SLOW_REQUEST_MS: ms(1, 60_000, 250),
  /** Auction insight counted on the auction path (docs/auction-insight.md "Switch"): on (default) or off. */
  AUCTION_INSIGHT: z.enum(['on', 'off']).default('on'),
  /** How often the in-memory insight counts are added to auction_insight_hourly and keyword_insight_hourly, ms. */
  AUCTION_INSIGHT_FLUSH_MS: ms(100, 600_000, 10_000),
});

export interface ServingConfig {
  /**
   * The serving API. Auctions do no database work (docs/serving-scale.md), so they need no deadline; an events
   * request answers 503 + Retry-After after `eventsTimeoutMs`, which also bounds connect, acquire and
   * statements of serving's own PostgreSQL pool.
   */
  serving: {
    eventsTimeoutMs: number;
    /** An impression counts only this long after its auction, ms; the resolved bid id expires after this plus the click window. */
    impressionWindowMs: number;
    clickRules: ClickRules;
    /** Delay between an event batch and its roll-up into stats_daily, ms. */
    rollupDelayMs: number;
    /** A request slower than this is logged one by one; faster ones only count in the metrics, ms. */
    slowRequestMs: number;
    /** Auction insight counting and its flush period, ms (docs/auction-insight.md). */
    insight: { enabled: boolean; flushMs: number };
  };
}

export function servingConfig(e: z.infer<typeof servingEnv>): ServingConfig {
  return {
    serving: {
      eventsTimeoutMs: e.SERVING_EVENTS_TIMEOUT_MS,
      impressionWindowMs: e.SERVING_IMPRESSION_WINDOW_S * 1000,
      clickRules: {
        ...DEFAULT_CLICK_RULES,
        clickWindowMs: e.SERVING_CLICK_WINDOW_S * 1000,
        maxClicksPerUserCampaignDay: e.SERVING_CLICK_FREQUENCY_CAP,
        repeatWindowMs: e.SERVING_REPEAT_CLICK_WINDOW_S * 1000,
      },
      rollupDelayMs: e.STATS_ROLLUP_DELAY_MS,
      slowRequestMs: e.SERVING_SLOW_REQUEST_MS,
      insight: { enabled: e.AUCTION_INSIGHT === 'on', flushMs: e.AUCTION_INSIGHT_FLUSH_MS },
    },
  };
}
