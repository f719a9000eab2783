import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DomainEvents } from '../context';

/** Domain events that every process must see (they change what the ad index or the key cache holds). */
export const SHARED_EVENTS = ['campaigns.changed', 'accounts.changed', 'catalogue.changed', 'shopKeys.changed', 'banners.changed', 'campaigns.spent', 'stats.observed'] as const;
type Shared = (typeof SHARED_EVENTS)[number];

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; arrays are split to stay under it. */
const MAX_PAYLOAD = 7500;
export const CHANNEL = 'ads_changes';

/**
 * The listening connection is asked `select 1` every HEARTBEAT_MS; no answer within HEARTBEAT_TIMEOUT_MS and it is
 * replaced. A cut network link gives no error on an idle connection (TCP keepalive notices after hours), and
 * notifications sent meanwhile arrive only when the server's retransmission timer fires again, seconds after the
 * link is back; a replaced connection reloads the index instead, within a second of the link's return
 * (docs/deployment.md "The cluster test"). Reconnects are tried every RECONNECT_MS, each for at most CONNECT_TIMEOUT_MS.
 */
export const BUS_TIMING = { HEARTBEAT_MS: 1_000, HEARTBEAT_TIMEOUT_MS: 2_000, RECONNECT_MS: 250, CONNECT_TIMEOUT_MS: 2_000 };

interface Log {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/**
 * Carries domain events between serving processes that share one PostgreSQL (docs/serving-scale.md "Change bus (several processes)": "the index in
 * every process follows changes within a second"; docs/serving-scale.md "Change bus"). A shared event emitted
 * in one process is sent with `pg_notify` on channel {@link CHANNEL}; every other process LISTENs on a
 * connection of its own and emits it locally. Delivery is at most once while connected (NOTIFY is not
 * durable); after a lost connection — an error, or a heartbeat unanswered ({@link BUS_TIMING}) — the bus
 * reconnects and asks for a full reload ('campaigns.changed' with no ids), the only full reload the index does after start.
 */
export class ChangeBus {
  readonly #origin = randomUUID();
  readonly #handlers = new Map<Shared, (...args: unknown[]) => void>();
  #relaying = false;
  #client: pg.Client | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #failedReconnects = 0;
  /** When the listening connection was lost (performance.now()), for the reconnect's log line. */
  #lostAt = 0;
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
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    await this.#client?.end().catch(() => undefined);
  }

  async #listen(resync: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: BUS_TIMING.CONNECT_TIMEOUT_MS, keepAlive: true });
    client.on('notification', (n) => this.#receive(n.payload));
    client.on('error', (error) => {
      if (this.#client !== client) return;
      this.#log?.warn({ err: error }, 'change bus connection lost; reconnecting');
      this.#reconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped) return void client.end().catch(() => undefined);
    this.#client = client;
    this.#heartbeat = setInterval(() => this.#beat(client), BUS_TIMING.HEARTBEAT_MS).unref();
    if (resync) {
      this.#log?.warn({ awayMs: Math.round(performance.now() - this.#lostAt) }, 'change bus reconnected; reloading the ad index');
      this.#relay('campaigns.changed', [[]]);
    }
  }

  /** One heartbeat on `client`: unanswered within HEARTBEAT_TIMEOUT_MS, the connection is replaced. */
  #beating = false;
  #beat(client: pg.Client): void {
    if (this.#beating || this.#client !== client) return;
    this.#beating = true;
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${BUS_TIMING.HEARTBEAT_TIMEOUT_MS} ms`)), BUS_TIMING.HEARTBEAT_TIMEOUT_MS);
    });
    Promise.race([client.query('select 1'), silent])
      .catch((error: unknown) => {
        if (this.#client !== client) return;
        this.#log?.warn({ err: error }, 'change bus connection silent; reconnecting');
        this.#reconnect();
      })
      .finally(() => {
        clearTimeout(timer);
        this.#beating = false;
      });
  }

  #reconnect(): void {
    const old = this.#client;
    if (old) this.#lostAt = performance.now();
    this.#client = null;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    void old?.end().catch(() => undefined);
    if (this.#stopped) return;
    setTimeout(() => {
      if (this.#stopped) return;
      this.#listen(true).then(
        () => (this.#failedReconnects = 0),
        (error: unknown) => {
          // Tried 4 times a second while the database is out of reach: the first failure and then one a minute are logged.
          if (this.#failedReconnects++ % 240 === 0) this.#log?.warn({ err: error, attempts: this.#failedReconnects }, 'change bus could not reconnect; trying again');
          this.#reconnect();
        },
      );
    }, BUS_TIMING.RECONNECT_MS).unref();
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
