import pg from 'pg';

/**
 * Samples PostgreSQL's backends of database `ads` every `everyMs` (pg_stat_activity) while the faults run, for
 * the connection budget (docs/deployment.md "Connection budget"): the peak, by client address.
 */
export interface ConnectionPeak {
  peak: number;
  byClient: Record<string, number>;
}

export function sampleConnections(adminUrl: string, everyMs = 500): { stop(): Promise<ConnectionPeak> } {
  const client = new pg.Client({ connectionString: adminUrl });
  const best: ConnectionPeak = { peak: 0, byClient: {} };
  let stopped = false;
  const done = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ addr: string | null; n: number }>(
        `select host(client_addr) as addr, count(*)::int as n from pg_stat_activity where datname = 'ads' and pid <> pg_backend_pid() group by 1`,
      );
      const total = rows.reduce((n, r) => n + r.n, 0);
      if (total > best.peak) {
        best.peak = total;
        best.byClient = Object.fromEntries(rows.map((r) => [r.addr ?? 'local', r.n]));
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      stopped = true;
      await done.catch(() => undefined);
      return best;
    },
  };
}
