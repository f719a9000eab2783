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

/** Where background jobs run: pg-boss on PostgreSQL, an in-process timer on the embedded PGlite. */
export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  add(job: ScheduledJob): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

type Log = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Jobs on pg-boss in the same PostgreSQL (schema `pgboss`): schedules survive restarts, a missed
 * tick runs when a process is up again, and with several processes each tick runs in one of them.
 */
export class PgBossRunner implements JobRunner {
  readonly kind = 'pg-boss';
  private readonly jobs: ScheduledJob[] = [];
  private boss: PgBoss | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly log: Log,
  ) {}

  add(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  async start(): Promise<void> {
    const boss = new PgBoss({ connectionString: this.connectionString, max: 2 });
    boss.on('error', (error) => this.log.error({ err: error }, 'pg-boss error'));
    await boss.start();
    for (const job of this.jobs) {
      await boss.createQueue(job.name);
      await boss.schedule(job.name, job.cron, {}, { tz: BUSINESS_TIME_ZONE });
      await boss.work(job.name, async () => {
        await job.run();
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
 * The embedded default (PGlite: one process, no second connection for pg-boss): each job runs on a
 * timer in this process, first `firstDelayMs` after start, then every `everyMs`, never overlapping
 * itself. Degradation: nothing is queued while the process is down, but every job catches up on its
 * next tick (the billing run closes any month not yet closed), and runs are idempotent.
 */
export class InProcessRunner implements JobRunner {
  readonly kind = 'in-process';
  private readonly jobs: ScheduledJob[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<string>();

  constructor(
    private readonly log: Log,
    private readonly firstDelayMs = 60_000,
  ) {}

  add(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  async start(): Promise<void> {
    for (const job of this.jobs) {
      const tick = () => void this.tick(job);
      const first = setTimeout(() => {
        tick();
        const every = setInterval(tick, job.everyMs);
        every.unref();
        this.timers.push(every);
      }, this.firstDelayMs);
      first.unref();
      this.timers.push(first);
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
    for (const t of this.timers) clearTimeout(t);
    this.timers.length = 0;
  }
}
