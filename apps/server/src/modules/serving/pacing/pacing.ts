import { learnTrafficCurve, PacingClock, warsawDayClock, pacingAllows, type PacingInput, type TrafficCurve } from '@ads/domain';
import type { TrafficRepository } from './traffic.repository';

/** Days of traffic_hourly the curve is learnt from. */
export const CURVE_HISTORY_DAYS = 14;
/** The curve is reloaded at most this often, ms, and only while auctions ask for it. */
export const CURVE_RELOAD_MS = 3_600_000;

/** pino-compatible logger. */
interface ErrorLogger {
  error(obj: unknown, msg?: string): void;
}

export interface ServingPacingDeps {
  repo: TrafficRepository;
  now: () => Date;
  log?: ErrorLogger;
}

/**
 * The serving process's pacing: the traffic curve learnt from the last
 * {@link CURVE_HISTORY_DAYS} whole Warsaw days (today excluded) of traffic_hourly (domain `learnTrafficCurve`, default curve when
 * there is little data), loaded by `load()` at ad index start and then again at most once per
 * {@link CURVE_RELOAD_MS} — the reload is triggered by `share()` calls (auctions), so an idle process
 * does not poll. A failed reload keeps the previous curve (logged).
 */
export class ServingPacing {
  readonly #clock = new PacingClock();
  #curve: TrafficCurve | null = null;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | null = null;

  constructor(private readonly deps: ServingPacingDeps) {}

  /** The curve in use (the default until loaded). */
  get curve(): TrafficCurve | null {
    return this.#curve;
  }

  /** Loads the curve now. @throws the repository's error. */
  async load(): Promise<void> {
    const now = this.deps.now().getTime();
    this.#loadedAt = now;
    // Whole past days only: today's hours so far would over-weight the morning.
    const todayStart = warsawDayClock(now).startMs;
    const from = new Date(todayStart - CURVE_HISTORY_DAYS * 86_400_000);
    const curve = learnTrafficCurve(await this.deps.repo.hourly(from, new Date(todayStart)));
    this.#curve = curve;
    this.#clock.setCurve(curve);
  }

  /** Curve share of today's (Warsaw) traffic before `nowMs`; starts a background reload when the curve is older than an hour. */
  share(nowMs: number): number {
    if (nowMs - this.#loadedAt >= CURVE_RELOAD_MS && !this.#loading) {
      this.#loadedAt = nowMs;
      this.#loading = this.load()
        .catch((error: unknown) => this.deps.log?.error({ err: error }, 'traffic curve reload failed'))
        .finally(() => {
          this.#loading = null;
        });
    }
    return this.#clock.share(nowMs);
  }

  /** When a STANDARD campaign ahead of its pace bids again today, UTC ms (domain `PacingClock.resumesAt`). */
  resumesAt(nowMs: number, dailyBudget: number, spentToday: number): number {
    this.share(nowMs);
    return this.#clock.resumesAt(nowMs, dailyBudget, spentToday);
  }

  /** Domain `pacingAllows` at the share `share`. */
  allows(campaign: PacingInput, share: number): boolean {
    return pacingAllows(campaign, share);
  }
}
