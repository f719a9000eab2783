/** The jobs module's door: the durable job runner (pg-boss on PostgreSQL, timers on PGlite). */
export * from './jobs.plugin';
