import fp from 'fastify-plugin';
import type { Database } from '@ads/db';
import type { Config } from '../config';
import type { DomainEvents, ModuleContext } from '../modules/context';

declare module 'fastify' {
  interface FastifyInstance {
    /** Validated settings (config.ts). */
    config: Config;
    /** The database (PostgreSQL or the embedded PGlite). */
    db: Database;
    /** The clock; tests pass a fixed one. */
    now: () => Date;
    /** In-process domain events (campaigns and catalogue changes). */
    domainEvents: DomainEvents;
  }
}

/**
 * First plugin of the server (config → database): decorates the instance with the settings, the
 * database, the clock and the domain events, each on its own, so a module takes only what it names.
 */
export const corePlugin = fp<{ runtime: ModuleContext }>(
  async (app, { runtime }) => {
    app.decorate('config', runtime.config);
    app.decorate('db', runtime.db);
    app.decorate('now', runtime.now);
    app.decorate('domainEvents', runtime.events);
  },
  { name: 'ads-core', fastify: '5.x' },
);
