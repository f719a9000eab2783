import fp from 'fastify-plugin';
import { InProcessRunner, PgBossRunner, type JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (modules add theirs while they register; they start when the server is ready). */
    jobs: JobRunner;
  }
}

/**
 * The job runner (docs/billing.md "Job runner"): pg-boss when DATABASE_URL points at
 * PostgreSQL, the in-process runner on the embedded PGlite. BILLING_JOBS=false keeps this process
 * from running them (e.g. serving-only nodes, tests).
 */
export const jobsPlugin = fp(
  async (app) => {
    const log = { error: (o: object, m: string) => app.log.error(o, m), info: (o: object, m: string) => app.log.info(o, m) };
    const runner: JobRunner = app.config.databaseUrl ? new PgBossRunner(app.config.databaseUrl, log) : new InProcessRunner(log);
    app.decorate('jobs', runner);
    if (app.config.billing.jobs) {
      app.addHook('onReady', async () => runner.start());
      app.addHook('onClose', async () => runner.stop());
    }
  },
  { name: 'jobs', dependencies: ['ads-core'], fastify: '5.x' },
);
