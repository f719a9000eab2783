import fp from 'fastify-plugin';
import { EventPartitionsRepository } from './event-partitions.repository';

/** Months ahead of the current Warsaw month that always have their partitions. */
export const PARTITION_MONTHS_AHEAD = 3;

/** Runs of the upkeep on the in-process runner (PGlite), ms. */
const IN_PROCESS_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Partition upkeep of the raw event tables (migration 0016; docs/statistics-scale.md "Raw events"): at server
 * start and daily (job `events-partitions`, pg-boss cron 00:30 Europe/Warsaw, every 6 h in process on PGlite)
 * it creates the partitions of the current month and the next three, and warns when a default partition holds
 * rows (an insert never fails for lack of a partition: it lands there). A failure is logged, never fatal: the
 * default partition takes the events meanwhile.
 */
export const eventPartitionsModule = fp(
  async (app) => {
    const repo = new EventPartitionsRepository(app.db);
    const upkeep = async () => {
      const created = await repo.ensure(PARTITION_MONTHS_AHEAD);
      if (created > 0) app.log.info({ created }, 'event partitions created');
      const inDefault = await repo.defaultRows();
      if (Object.values(inDefault).some((n) => n > 0)) {
        app.log.warn(
          { defaultRows: inDefault },
          'default partitions of the raw event tables hold rows (docs/statistics-scale.md "Raw events")',
        );
      }
      return { created, defaultRows: inDefault };
    };
    app.addHook('onReady', async () => {
      await upkeep().catch((error: unknown) => app.log.error({ err: error }, 'event partition upkeep failed'));
    });
    app.jobs.add({ name: 'events-partitions', cron: '30 0 * * *', everyMs: IN_PROCESS_EVERY_MS, run: upkeep });
  },
  { name: 'event-partitions', dependencies: ['ads-core', 'jobs'], fastify: '5.x' },
);
