import type { FastifyInstance } from 'fastify';
import { KsefClient } from './ksef-client';
import type { KsefRepository } from './ksef.repository';
import { KsefSubmissionService } from './ksef-submission.service';

/** Queue of one invoice's submission (data: { invoiceId }). */
export const KSEF_QUEUE = 'ksef-submit';
/** The sweep that queues what is still open (a process without jobs issued it, a restart, a job gone). */
const SWEEP = { name: 'ksef-sweep', cron: '*/5 * * * *', everyMs: 5 * 60_000 };
const SWEEP_BATCH = 200;

/** The KSeF side of billing, built only when KSEF_ENABLED=true (docs/ksef.md). */
export interface KsefParts {
  service: KsefSubmissionService;
  /** Asks the job runner to submit the invoice now; false when this process runs no jobs (the sweep will). */
  kick: (invoiceId: string) => Promise<boolean>;
}

/**
 * Builds the KSeF client and submission service on the app's settings, and declares the
 * `ksef-submit` queue and the `ksef-sweep` schedule (every 5 minutes) on the job runner.
 * `xmlOf` returns an invoice's stored FA(3) XML.
 */
export function ksefParts(
  app: FastifyInstance,
  repo: KsefRepository,
  xmlOf: (invoiceId: string) => Promise<Buffer>,
  declareJobs = true,
): KsefParts {
  const cfg = app.config.billing.ksef;
  const client = new KsefClient(cfg, app.now);
  const log = { info: (o: object, m: string) => app.log.info(o, m), warn: (o: object, m: string) => app.log.warn(o, m) };
  // The lease outlasts an attempt's polls (invoice status, then UPO) and its HTTP calls.
  const leaseMs = 2 * cfg.pollTimeoutMs + 10 * cfg.httpTimeoutMs;
  const service = new KsefSubmissionService({ repo, client, xmlOf, now: app.now, leaseMs, log });
  const send = (invoiceId: string, startAfterSeconds?: number) =>
    app.jobs.send(KSEF_QUEUE, { invoiceId }, { singletonKey: invoiceId, ...(startAfterSeconds ? { startAfterSeconds } : {}) });

  if (declareJobs) declare(app, service, repo, send);
  return { service, kick: (invoiceId) => send(invoiceId) };
}

/** Declares the `ksef-submit` queue and the `ksef-sweep` schedule on the app's job runner. */
function declare(
  app: FastifyInstance,
  service: KsefSubmissionService,
  repo: KsefRepository,
  send: (invoiceId: string, startAfterSeconds?: number) => Promise<boolean>,
): void {
  const cfg = app.config.billing.ksef;
  app.jobs.addQueue<{ invoiceId: string }>({
    name: KSEF_QUEUE,
    retryLimit: 2,
    run: async ({ invoiceId }) => {
      const out = await service.submit(invoiceId);
      const row = out.retryAfterMs === undefined ? undefined : await repo.find(invoiceId);
      // Re-queued with its delay (Retry-After or backoff) while attempts are left; the sweep also finds it.
      if (row && row.attempts < cfg.maxAttempts) await send(invoiceId, out.retryAfterMs! / 1000);
    },
  });
  app.jobs.add({
    ...SWEEP,
    run: async () => {
      for (const invoiceId of await repo.due(app.now(), cfg.maxAttempts, SWEEP_BATCH)) await send(invoiceId);
    },
  });
}
