import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DomainEvents } from '../context';

/** Domain events that every process must see (they change what the ad index or the key cache holds). */
export const SHARED_EVENTS = ['campaigns.changed', 'accounts.changed', 'catalogue.changed', 'shopKeys.changed', 'banners.changed', 'campaigns.spent', 'stats.observed'] as const;
type Shared = (typeof SHARED_EVENTS)[number];

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; arrays are split to stay under it. */
const MAX_PAYLOAD = 7500;
export const CHANNEL = 'ads_changes';

interface Log {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/**
 * Carries domain events between serving processes that share one PostgreSQL (docs/serving-scale.md "Change bus (several processes)": "the index in
 * every process follows changes within a second"; docs/serving-scale.md "Change bus"). A shared event emitted
 * in one process is sent with `pg_notify` on channel {@link CHANNEL}; every other process LISTENs on a
 * connection of its own and emits it locally. Delivery is at most once while connected (NOTIFY is not
 * durable); after a lost connection the bus reconnects and asks for a full reload ('campaigns.changed' with
 * no ids), the only full reload the index does after start.
 */
export class ChangeBus {
  readonly #origin = randomUUID();
  readonly #handlers = new Map<Shared, (...args: unknown[]) => void>();
  #relaying = false;
  #client: pg.Client | null = null;
  #stopped = false;
  #log: Log | undefined;

  constructor(
    private readonly url: string,
    private readonly events: DomainEvents,
    private readonly publish: (payload: string) => Promise<void>,
  ) {}

  async start(log?: Log): Promise<void> {
    this.#log = log;
    await this.#listen(false);
    for (const name of SHARED_EVENTS) {
      const handler = (...args: unknown[]) => {
        if (!this.#relaying) void this.#send(name, args);
      };
      this.#handlers.set(name, handler);
      this.events.on(name, handler as never);
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const [name, handler] of this.#handlers) this.events.off(name, handler as never);
    this.#handlers.clear();
    await this.#client?.end().catch(() => undefined);
  }

  async #listen(resync: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000, keepAlive: true });
    client.on('notification', (n) => this.#receive(n.payload));
    client.on('error', (error) => {
      this.#log?.warn({ err: error }, 'change bus connection lost; reconnecting');
      this.#reconnect();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.#client = client;
    if (resync) this.#relay('campaigns.changed', [[]]);
  }

  #reconnect(): void {
    const old = this.#client;
    this.#client = null;
    void old?.end().catch(() => undefined);
    if (this.#stopped) return;
    setTimeout(() => {
      if (this.#stopped) return;
      this.#listen(true).catch((error: unknown) => {
        this.#log?.warn({ err: error }, 'change bus could not reconnect; trying again');
        this.#reconnect();
      });
    }, 1000).unref();
  }

  #receive(payload: string | undefined): void {
    if (!payload) return;
    try {
      const message = JSON.parse(payload) as { o: string; e: Shared; a: unknown[] };
      if (message.o === this.#origin || !SHARED_EVENTS.includes(message.e)) return;
      this.#relay(message.e, message.a);
    } catch (error) {
      this.#log?.warn({ err: error }, 'change bus: unreadable notification ignored');
    }
  }

  #relay(name: Shared, args: unknown[]): void {
    this.#relaying = true;
    try {
      (this.events.emit as (n: string, ...a: unknown[]) => boolean)(name, ...args);
    } finally {
      this.#relaying = false;
    }
  }

  async #send(name: Shared, args: unknown[]): Promise<void> {
    try {
      for (const payload of split(this.#origin, name, args)) await this.publish(payload);
    } catch (error) {
      this.#log?.error({ err: error }, `change bus could not send ${name}`);
    }
  }
}

/** Payloads of one event, its array argument split so that each stays under {@link MAX_PAYLOAD} bytes. */
export function split(origin: string, name: string, args: unknown[]): string[] {
  const whole = JSON.stringify({ o: origin, e: name, a: args });
  const [first] = args;
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD || !Array.isArray(first) || first.length < 2) return [whole];
  const half = Math.ceil(first.length / 2);
  return [...split(origin, name, [first.slice(0, half), ...args.slice(1)]), ...split(origin, name, [first.slice(half), ...args.slice(1)])];
}
