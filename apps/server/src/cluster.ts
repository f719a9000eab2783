import cluster, { type Worker } from 'node:cluster';
import { serveClusterMetrics } from './plugins/metrics.cluster';

/** A worker that exits within this many ms of its start is restarted only after {@link RESTART_BACKOFF_MS} (no tight crash loop). */
const EARLY_EXIT_MS = 5_000;
const RESTART_BACKOFF_MS = 1_000;
/** How long the primary waits for its workers to close after SIGTERM/SIGINT before it kills them, ms. */
const STOP_GRACE_MS = 10_000;

export interface PrimaryOptions {
  /** Number of worker processes (WORKERS, ≥ 2). */
  workers: number;
  /** Where the primary's lines go (console.log in main.ts). */
  log: (line: string) => void;
  /** The HTTP port the workers share (PORT); other listeners of a worker (the embedded SMTP outbox) are not counted. */
  port: number;
  /** Called once, when every first-generation worker listens on `port`. */
  onListening?: () => void;
}

/**
 * The primary of multi-process mode (docs/serving-scale.md "Change bus (several processes)"): forks `workers` copies of the running
 * entry (node:cluster re-runs `process.argv[1]` with the same `execArgv`, so `node --import tsx main.ts`
 * works), which share the listening port; each worker builds its own app on the shared PostgreSQL.
 * A worker that dies is logged and restarted (after 1 s when it died within 5 s of its start).
 * A worker's request for the cluster's metrics is answered with every worker's figures summed.
 * SIGTERM/SIGINT sends SIGTERM to every worker, waits for them (10 s, then SIGKILL) and exits 0.
 * Must run in the cluster primary (`cluster.isPrimary`).
 */
export function runPrimary(options: PrimaryOptions): void {
  const started = new Map<number, number>();
  let stopping = false;
  let listening = 0;
  let announced = false;
  // GET /metrics on any worker answers the sum over every worker (docs/operations.md "Metrics").
  serveClusterMetrics();

  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', (_worker, address) => {
    if (address.port !== options.port) return;
    listening += 1;
    if (!announced && listening >= options.workers) {
      announced = true;
      options.onListening?.();
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    options.log(
      `• worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}) after ${(livedMs / 1000).toFixed(1)} s; starting another`,
    );
    setTimeout(fork, livedMs < EARLY_EXIT_MS ? RESTART_BACKOFF_MS : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log(`• ${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < options.workers; i += 1) fork();
}
