/**
 * Group commit (docs/serving-scale.md "Batched writes"): concurrent requests hand their events to one
 * writer, which stores everything that arrived meanwhile with one transaction. An idle server writes a
 * request's events at once (the next turn of the event loop, no timer); under load each transaction carries
 * many requests' events, so the database sees a few large statements instead of one per event.
 *
 * A submitter's promise settles when the batch holding its items commits (or fails); nothing is acknowledged
 * before that, so "no acknowledged event lost under kill -9" holds.
 */
export interface GroupCommitOptions {
  /** Most items in one batch (whole submissions are never split). */
  maxBatch: number;
  /** Batches written at the same time. */
  maxInFlight: number;
}

interface Pending<I, O> {
  items: readonly I[];
  resolve(out: O[]): void;
  reject(error: unknown): void;
}

export class GroupCommit<I, O> {
  readonly #queue: Pending<I, O>[] = [];
  #inFlight = 0;
  #scheduled = false;

  /** @param write stores one batch; returns one output per item, in order. */
  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  /** Stores `items` with the next batch. @returns their outputs, in order, once committed. */
  submit(items: readonly I[]): Promise<O[]> {
    if (items.length === 0) return Promise.resolve([]);
    return new Promise<O[]>((resolve, reject) => {
      this.#queue.push({ items, resolve, reject });
      this.#schedule();
    });
  }

  /** Submissions waiting for a batch, and batches being written (for shutdown and tests). */
  get busy(): boolean {
    return this.#queue.length > 0 || this.#inFlight > 0;
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= this.options.maxInFlight || this.#queue.length === 0) return;
    this.#scheduled = true;
    // setImmediate: requests parsed in this turn of the event loop join the batch.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    if (this.#inFlight >= this.options.maxInFlight || this.#queue.length === 0) return;
    const batch: Pending<I, O>[] = [];
    let size = 0;
    while (this.#queue.length > 0 && (batch.length === 0 || size + this.#queue[0]!.items.length <= this.options.maxBatch)) {
      const next = this.#queue.shift()!;
      batch.push(next);
      size += next.items.length;
    }
    this.#inFlight++;
    this.#schedule();
    try {
      const out = await this.write(batch.flatMap((p) => p.items));
      let at = 0;
      for (const p of batch) {
        p.resolve(out.slice(at, at + p.items.length));
        at += p.items.length;
      }
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      this.#inFlight--;
      this.#schedule();
    }
  }
}

/** Options of {@link LanedGroupCommit}: each lane is a {@link GroupCommit} with these maxBatch and maxInFlight. */
export interface LanedGroupCommitOptions<I> extends GroupCommitOptions {
  /** Number of lanes (independent group commits). */
  lanes: number;
  /** Lane key of an item: items with one key always share a lane. */
  keyOf: (item: I) => string;
}

/** A small, stable string hash (FNV-1a, 32 bits), for lane numbers. */
function laneHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Group commit in lanes (docs/serving-scale.md "Click charging"): items are split by key over `lanes` independent
 * group commits, so batches of different lanes never share a key and run at the same time (for clicks, the key is
 * the campaign: batches of different lanes lock different campaigns and never wait for each other). A submission
 * resolves once every lane holding its items has committed; it fails when any of them fails (the others may have
 * committed: the writes must be idempotent, so the retry of the whole submission is safe).
 */
export class LanedGroupCommit<I, O> {
  readonly #lanes: GroupCommit<I, O>[];
  readonly #keyOf: (item: I) => string;

  /** @param write stores one batch of one lane; returns one output per item, in order. */
  constructor(write: (items: I[]) => Promise<O[]>, options: LanedGroupCommitOptions<I>) {
    this.#lanes = Array.from({ length: options.lanes }, () => new GroupCommit(write, options));
    this.#keyOf = options.keyOf;
  }

  /** Stores `items` with the next batch of their lanes. @returns their outputs, in order, once all are committed. */
  async submit(items: readonly I[]): Promise<O[]> {
    const byLane = new Map<number, number[]>();
    items.forEach((item, i) => {
      const lane = laneHash(this.#keyOf(item)) % this.#lanes.length;
      const at = byLane.get(lane);
      if (at) at.push(i);
      else byLane.set(lane, [i]);
    });
    const out: O[] = new Array(items.length);
    await Promise.all(
      [...byLane].map(async ([lane, at]) => {
        const o = await this.#lanes[lane]!.submit(at.map((i) => items[i]!));
        at.forEach((i, j) => (out[i] = o[j]!));
      }),
    );
    return out;
  }

  /** Submissions waiting for a batch, or batches being written, in any lane. */
  get busy(): boolean {
    return this.#lanes.some((l) => l.busy);
  }
}
