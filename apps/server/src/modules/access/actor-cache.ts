import type { ActorRow } from './access.repository';

/** The longest an actor may be served from memory, ms: the bound on how late a change of access takes effect. */
export const ACTOR_CACHE_MAX_MS = 1_000;
/** Most entries held (one per token, staff mode and account acted on); the oldest go first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  row: ActorRow;
  /** performance.now() when the row was read. */
  readAt: number;
  /** The server clock (ms) the row was read at: its terms version in force is as of then. */
  clockAt: number;
}

/**
 * Actors read from the database, kept per bearer token for at most `ttlMs` (≤ 1 s) so that a burst of
 * API reads with one token costs one actor query (docs/access-roles.md "Actor cache"); a request that may
 * write (any method but GET, HEAD, OPTIONS) always reads its actor afresh. The security
 * bound: a removed membership, a changed role, a suspended or banned account, a disabled user is seen by
 * every process within `ttlMs` of its commit, whatever wrote it (another process, a script, SQL), because
 * nothing is kept longer. Within this process it is seen at once: {@link clear} runs before the answer of
 * every request that may write (any method but GET, HEAD, OPTIONS) and on 'accounts.changed'; a read
 * that began before a clear is not kept (generation check). The token itself is verified on every
 * request; the cache only spares the actor query. A jump of the server clock (tests move it) drops an
 * entry, since the terms version in force depends on it.
 */
export class ActorCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;

  constructor(private readonly ttlMs: number) {
    if (ttlMs < 0 || ttlMs > ACTOR_CACHE_MAX_MS) throw new RangeError(`actor cache ttl must be 0–${ACTOR_CACHE_MAX_MS} ms`);
  }

  /** The key of a request: its token, staff mode and the account staff act on. */
  static key(token: string, staffMode: string | null, actingOn: string | undefined): string {
    return `${staffMode ?? '-'}|${actingOn?.toLowerCase() ?? '-'}|${token}`;
  }

  /** The generation to hand back to {@link set}: a clear in between makes that set a no-op. */
  get generation(): number {
    return this.#generation;
  }

  /** The row kept for `key`, if it is younger than the ttl and was read at (about) the clock's `clockMs`. */
  get(key: string, clockMs: number): ActorRow | undefined {
    if (this.ttlMs === 0) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const age = performance.now() - entry.readAt;
    const clockAge = clockMs - entry.clockAt;
    if (age >= this.ttlMs || clockAge < 0 || clockAge >= this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps `row` (read at `readAt`, performance.now(), and clock `clockMs`) unless the cache was cleared since `generation`. */
  set(key: string, row: ActorRow, generation: number, readAt: number, clockMs: number): void {
    if (this.ttlMs === 0 || generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#evictExpired();
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { row, readAt, clockAt: clockMs });
  }

  /** Forgets every actor (something that decides access may have changed). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #evictExpired(): void {
    const now = performance.now();
    for (const [key, entry] of this.#entries) if (now - entry.readAt >= this.ttlMs) this.#entries.delete(key);
  }
}
