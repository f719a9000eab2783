import PgBoss from 'pg-boss';
import { BUSINESS_TIME_ZONE } from '@ads/domain';

/** A recurring background job (e.g. the daily billing run). Its `run` must be idempotent. */
export interface ScheduledJob {
  /** Queue name, e.g. billing-daily. */
  name: string;
  /** Cron expression in Europe/Warsaw time (pg-boss). */
  cron: string;
  /** Interval of the in-process runner, ms (it has no cron). */
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * A queue of one-off jobs (e.g. submitting one invoice to KSeF): `run` gets each job's data and must be
 * idempotent (a job may run again after a crash). A job that should run again later (e.g. the remote
 * side asked to wait) calls {@link JobRunner.send} with `startAfterSeconds` itself and returns.
 */
export interface QueueJob<T extends object> {
  /** Queue name, e.g. ksef-submit. */
  name: string;
  run: (data: T) => Promise<void>;
  /** How often the runner retries a job whose `run` threw (pg-boss: exponential backoff from 30 s). */
  retryLimit: number;
}

/** Options of {@link JobRunner.send}. */
export interface SendOptions {
  /** At most one job with this key waits in the queue and one runs (pg-boss "stately" queues). */
  singletonKey?: string;
  /** Do not start before this many seconds from now. */
  startAfterSeconds?: number;
}

/** Where background jobs run: pg-boss on PostgreSQL, an in-process timer on the embedded PGlite. */
export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  add(job: ScheduledJob): void;
  /** Declares a queue of one-off jobs; call before start. */
  addQueue<T extends object>(queue: QueueJob<T>): void;
  /**
   * Puts a job on a declared queue. Returns false when this process does not run jobs (BILLING_JOBS=false
   * or not started yet): the caller's own sweep must then find the work later.
   */
  send(name: string, data: object, options?: SendOptions): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * How often a scheduled job's worker asks pg-boss for its job, s. pg-boss's default is 2 s; each ask is a query, and
 * the schedules are daily or every few minutes, so a tick that starts up to 30 s late costs nothing while four
 * schedules asking every 2 s cost two queries a second on an idle server (docs/billing.md "Job runner").
 * Queues of one-off jobs (e-mails, KSeF submissions) still ask every second.
 */
const SCHEDULED_JOB_POLL_SECONDS = 30;

type Log = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Jobs on pg-boss in the same PostgreSQL (schema `pgboss`): schedules survive restarts, a missed
 * tick runs when a process is up again, and with several processes each tick runs in one of them.
 */
export class PgBossRunner implements JobRunner {
  readonly kind = 'pg-boss';
  private readonly jobs: ScheduledJob[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue has its own data type
  private readonly queues: QueueJob<any>[] = [];
  private boss: PgBoss | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly log: Log,
  ) {}

  add(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  addQueue<T extends object>(queue: QueueJob<T>): void {
    this.queues.push(queue);
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<boolean> {
    if (!this.boss) return false;
    await this.boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
    });
    return true;
  }

  async start(): Promise<void> {
    const boss = new PgBoss({ connectionString: this.connectionString, max: 2 });
    boss.on('error', (error) => this.log.error({ err: error }, 'pg-boss error'));
    await boss.start();
    for (const job of this.jobs) {
      await createQueueRetried(boss, job.name);
      await boss.schedule(job.name, job.cron, {}, { tz: BUSINESS_TIME_ZONE });
      await boss.work(job.name, { pollingIntervalSeconds: SCHEDULED_JOB_POLL_SECONDS }, async () => {
        await job.run();
      });
    }
    for (const queue of this.queues) {
      // stately: one waiting and one running job per singleton key (pg-boss queue policies).
      await createQueueRetried(boss, queue.name, { name: queue.name, policy: 'stately', retryLimit: queue.retryLimit, retryDelay: 30, retryBackoff: true });
      await boss.work(queue.name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await queue.run(job.data);
      });
    }
    this.boss = boss;
  }

  async stop(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.boss = null;
  }
}

/**
 * pg-boss `createQueue`, tried again (up to 5 times, 50–350 ms apart) when another process creating the same
 * queue at the same moment deadlocks it (PostgreSQL 40P01) or inserts it first (23505): two hosts starting at
 * once on a fresh database (docs/deployment.md). A queue that exists by the retry is left as it is.
 */
async function createQueueRetried(boss: PgBoss, name: string, options?: Parameters<PgBoss['createQueue']>[1]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * The embedded default (PGlite: one process, no second connection for pg-boss): each job runs on a
 * timer in this process, first `firstDelayMs` after start, then every `everyMs`, never overlapping
 * itself. Degradation: nothing is queued while the process is down, but every job catches up on its
 * next tick (the billing run closes any month not yet closed), and runs are idempotent.
 */
export class InProcessRunner implements JobRunner {
  readonly kind = 'in-process';
  private readonly jobs: ScheduledJob[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue has its own data type
  private readonly queues = new Map<string, QueueJob<any>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<string>();
  private started = false;

  constructor(
    private readonly log: Log,
    private readonly firstDelayMs = 60_000,
  ) {}

  add(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  addQueue<T extends object>(queue: QueueJob<T>): void {
    this.queues.set(queue.name, queue);
  }

  /**
   * Runs the job in this process after `startAfterSeconds` (at once by default), retrying a throw up
   * to the queue's retryLimit with backoff from 30 s. Nothing survives a restart: the caller's sweep
   * finds unfinished work again. Jobs with the same singletonKey never run at the same time.
   */
  async send(name: string, data: object, options: SendOptions = {}): Promise<boolean> {
    const queue = this.queues.get(name);
    if (!queue || !this.started) return false;
    const key = `${name}:${options.singletonKey ?? Math.random()}`;
    const attempt = (n: number, delayMs: number) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.running.has(key)) return attempt(n, 1000);
        this.running.add(key);
        queue
          .run(data)
          .catch((error: unknown) => {
            this.log.error({ err: error, job: name }, 'queued job failed');
            if (n < queue.retryLimit) attempt(n + 1, 30_000 * 2 ** n);
          })
          .finally(() => this.running.delete(key));
      }, delayMs);
      timer.unref();
      this.timers.add(timer);
    };
    attempt(0, (options.startAfterSeconds ?? 0) * 1000);
    return true;
  }

  async start(): Promise<void> {
    this.started = true;
    for (const job of this.jobs) {
      const tick = () => void this.tick(job);
      const first = setTimeout(() => {
        tick();
        const every = setInterval(tick, job.everyMs);
        every.unref();
        this.timers.add(every);
      }, this.firstDelayMs);
      first.unref();
      this.timers.add(first);
    }
  }

  /** Runs `job` now unless it is running already. */
  async tick(job: ScheduledJob): Promise<void> {
    if (this.running.has(job.name)) return;
    this.running.add(job.name);
    try {
      await job.run();
    } catch (error) {
      this.log.error({ err: error, job: job.name }, 'background job failed');
    } finally {
      this.running.delete(job.name);
    }
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
