/**
 * `npm run cluster:test [-- --keep]` (docs/deployment.md "The cluster test"): the deployment on several hosts,
 * on this machine, as root. Network namespaces of its own hold a PostgreSQL host (a fresh Debian PostgreSQL 15
 * cluster), two serving hosts (the real server) and HAProxy in front (deploy/haproxy.cfg). Both serving hosts
 * start at once on the empty database; then sign-ins through either host, campaigns through the API, the
 * shop's auctions, impressions and clicks through the balancer while one serving host is killed (kill -9,
 * restarted as systemd would) and the other's database link is cut for 10 s. Checked from the database
 * afterwards: every acknowledged click recorded exactly once, spend = ledger, no budget exceeded; and the
 * ad index of each host following a campaign change made through the other within 1 s.
 * Prints the figures and PASS/FAIL per check; exits 1 when a check fails, 2 when it cannot run.
 * --keep leaves the work directory (logs, database files) in place. CLUSTER_LOG_LEVEL: the servers' LOG_LEVEL.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexFollowCheck, ledgerFacts, signInCheck, until as seenOn, userInfoStatus, type Check } from './checks';
import { haproxyBinary, hostEnv, newSecrets, startBalancer, startServing, type ServingHost } from './hosts';
import { sampleConnections } from './connections';
import { createTopology, destroyTopology, leftovers, planTopology, setDatabaseLink } from './netns';
import { PG_BIN, startPostgres, type PgHost } from './postgres';
import type { Proc } from './processes';
import { availabilityCheck, ledgerChecks, no500Check, summary, trafficLines } from './report';
import { advertiserApi, createAdvertiser, publishCampaign, setCampaignStatus, type AdvertiserApi } from './seed';
import { runTraffic } from './traffic';

const root = fileURLToPath(new URL('../../', import.meta.url));
const keep = process.argv.includes('--keep');
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The fault plan, ms: kill -9 of host a after KILL_AT of traffic; systemd's RestartSec; the database cut of host b. */
const KILL_AT = 5_000;
const RESTART_AFTER = 1_000;
const CUT_FOR = 10_000;
const AFTER_RESTORE = 6_000;
const PG_MAX_CONNECTIONS = 100;

if (process.getuid?.() !== 0) {
  console.error('cluster:test creates network namespaces: run it as root (sudo npm run cluster:test)');
  process.exit(2);
}
try {
  haproxyBinary();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const topology = planTopology();
const workDir = mkdtempSync('/tmp/ads-cluster-');
chmodSync(workDir, 0o711); // the postgres user reaches its data directory inside
const logDir = join(workDir, 'logs');
const procs = new Set<Proc>();
let pgHost: PgHost | null = null;
let cleaned = false;

async function cleanup(failed: boolean): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await Promise.all([...procs].map((p) => p.stop(5_000).catch(() => undefined)));
  pgHost?.stop();
  destroyTopology(topology);
  if (keep) log(`  work directory kept: ${workDir}`);
  else if (failed) {
    rmSync(join(workDir, 'pg', 'pgdata'), { recursive: true, force: true });
    log(`  logs kept: ${logDir}`);
  } else rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: cleaning up`);
    void cleanup(true).finally(() => process.exit(130));
  });
}

const phase = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  log(`• ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
};

async function main(): Promise<boolean> {
  const old = leftovers();
  if (old.length > 0) log(`  note: namespaces of an earlier run are still there (${old.join(', ')}); remove with ip netns del`);
  log(
    `Load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (cores shared with everything else on this machine)`,
  );
  log(
    `Cluster ${topology.id}: PostgreSQL ${topology.db.pg} (${PG_BIN}), serving a ${topology.front.a} / b ${topology.front.b}, HAProxy ${topology.front.lb}; logs in ${logDir}`,
  );
  createTopology(topology);
  const pg = await phase('PostgreSQL host: fresh cluster, roles ads_owner and ads_app, database ads', () =>
    startPostgres(topology, join(workDir, 'pg'), randomBytes(12).toString('hex'), PG_MAX_CONNECTIONS),
  );
  pgHost = pg;
  const shared = newSecrets(topology);
  const env = { a: hostEnv(pg, shared, join(workDir, 'data-a')), b: hostEnv(pg, shared, join(workDir, 'data-b')) };
  const hosts: Record<'a' | 'b', ServingHost> = await phase(
    'both serving hosts started at once on the empty database (migrations, catalogue import)',
    async () => {
      const [a, b] = await Promise.all((['a', 'b'] as const).map((h) => startServing(topology, h, env[h], root, logDir)));
      procs.add(a!.host.proc).add(b!.host.proc);
      log(`  ready after ${(a!.readyMs / 1000).toFixed(1)} s (a) and ${(b!.readyMs / 1000).toFixed(1)} s (b)`);
      return { a: a!.host, b: b!.host };
    },
  );
  const lb = await phase('HAProxy (deploy/haproxy.cfg)', () => startBalancer(topology, root, logDir));
  procs.add(lb.proc);
  const direct = { a: hosts.a.url, b: hosts.b.url };
  const checks: Check[] = [];

  const [adv1, adv2] = await phase('two advertisers with BRAND accounts', async () => [
    await createAdvertiser(pg.adminUrl, 1, 80),
    await createAdvertiser(pg.adminUrl, 2, 80),
  ]);
  const fresh = await phase('sign-ins from the fresh database', () => signInCheck('from a fresh database', lb.url, direct, adv1!, 4));
  checks.push(fresh.check);
  if (!fresh.check.pass) return summary(checks, log);
  const token2 = (await signInCheck('(second advertiser)', lb.url, direct, adv2!, 1)).token;
  const apis = { lb1: advertiserApi(lb.url, fresh.token, adv1!.accountId), lb2: advertiserApi(lb.url, token2, adv2!.accountId) };

  // The probe campaign has 3 products of its own; the 8 others share the remaining 77 in overlapping windows.
  const products = adv1!.products;
  const probeProducts = products.slice(0, 3);
  const shelf = products.slice(3);
  const probe = await phase('campaigns published through the balancer (API)', async () => {
    const probeId = await publishCampaign(apis.lb1, {
      name: 'Probe',
      skus: probeProducts,
      maxCpc: 200,
      dailyBudget: 1_000_000,
      totalBudget: null,
    });
    for (let i = 0; i < 8; i += 1) {
      const small = i % 2 === 0;
      await publishCampaign(i < 4 ? apis.lb1 : apis.lb2, {
        name: `Cluster ${small ? 'small' : 'large'} ${i + 1}`,
        skus: Array.from({ length: 30 }, (_, j) => shelf[(i * 9 + j) % shelf.length]!),
        maxCpc: small ? 300 : 150 + i * 10,
        dailyBudget: small ? 2_000 : 500_000,
        totalBudget: small && i % 4 === 0 ? 2_000 : null,
      });
    }
    return probeId;
  });
  const pairs = (a: AdvertiserApi, b: AdvertiserApi) => [
    { via: a, viaName: 'host a', watch: direct.b, watchName: 'host b' },
    { via: b, viaName: 'host b', watch: direct.a, watchName: 'host a' },
  ];
  const directApi = (host: 'a' | 'b') => advertiserApi(direct[host], fresh.token, adv1!.accountId);
  checks.push(
    await phase('index follows changes (before the faults)', () =>
      indexFollowCheck('(before the faults)', pairs(directApi('a'), directApi('b')), shared.shopApiKey, probe, probeProducts, 2),
    ),
  );

  const pidNames = new Map<string, string>();
  const name = (h: ServingHost) => pidNames.set(String(h.proc.pid), `host ${h.name}${h.starts > 1 ? ` (restart ${h.starts - 1})` : ''}`);
  name(hosts.a);
  name(hosts.b);
  let stopTraffic!: () => void;
  const until = new Promise<void>((resolve) => (stopTraffic = resolve));
  const rnd = (i: number, k: number) => ((i * 2654435761 + k * 40503) >>> 0) % shelf.length;
  const traffic = runTraffic({
    url: lb.url,
    shopKey: shared.shopApiKey,
    sessions: 24,
    auctionBody: (i) =>
      JSON.stringify({
        auctions: [
          { type: 'listings', slots: 3, products: { ids: [...new Set(Array.from({ length: 20 }, (_, k) => shelf[rnd(i, k)]!))] } },
        ],
      }),
    until,
  });
  const connections = sampleConnections(pg.adminUrl);
  const faults: string[] = [];
  /** Ms from host b's link coming back to its index dropping the campaign paused during the cut (null: not within 30 s). */
  const duringCut: { ms: number | null } = { ms: null };
  const linkUpAt = { epochMs: 0 };
  await phase('traffic through the balancer with the faults', async () => {
    await sleep(KILL_AT);
    hosts.a.proc.kill9();
    faults.push(`kill -9 of host a (pid ${hosts.a.proc.pid}) at ${KILL_AT / 1000} s`);
    await sleep(RESTART_AFTER);
    const restarted = await startServing(topology, 'a', env.a, root, logDir, hosts.a);
    procs.add(restarted.host.proc);
    hosts.a = restarted.host;
    name(hosts.a);
    faults.push(
      `host a back after ${((RESTART_AFTER + restarted.readyMs) / 1000).toFixed(1)} s (restart ${RESTART_AFTER / 1000} s + start ${(restarted.readyMs / 1000).toFixed(1)} s)`,
    );
    await sleep(2_500); // two health checks: the balancer takes host a back
    setDatabaseLink(topology, 'b', false);
    // A change made while host b cannot hear it: the probe campaign paused through host a in the middle of the cut.
    await sleep(CUT_FOR / 2);
    await setCampaignStatus(directApi('a'), probe, 'PAUSED');
    await sleep(CUT_FOR / 2);
    setDatabaseLink(topology, 'b', true);
    const restored = performance.now();
    linkUpAt.epochMs = Date.now();
    const seen = await seenOn(direct.b, shared.shopApiKey, probeProducts, false, restored, 30_000);
    duringCut.ms = seen;
    await setCampaignStatus(directApi('a'), probe, 'ACTIVE');
    faults.push(
      `host b's database link down for ${CUT_FOR / 1000} s, then up; the campaign paused during the cut left host b's index ${seen === null ? 'not within 30 s' : `${seen.toFixed(0)} ms after the link came back`}; traffic for ${AFTER_RESTORE / 1000} s more`,
    );
    await sleep(AFTER_RESTORE);
    stopTraffic();
  });
  const figures = await traffic;
  const bus = busReconnect(join(logDir, 'serving-b.log'), linkUpAt.epochMs);
  if (bus !== null) log(`  host b's change bus reconnected ${bus} ms after its link came back (its log), then reloaded its index`);
  const peak = await connections.stop();
  const who = (addr: string) =>
    addr === topology.db.a ? 'host a' : addr === topology.db.b ? 'host b' : addr === topology.db.self ? 'this script' : addr;
  log(
    `  PostgreSQL backends of database ads at the peak: ${peak.peak} (${Object.entries(peak.byClient)
      .map(([addr, n]) => `${who(addr)}: ${n}`)
      .join(', ')}) of max_connections ${pg.maxConnections}`,
  );
  for (const f of faults) log(`  ${f}`);
  for (const line of trafficLines(figures, pidNames)) log(line);
  checks.push(availabilityCheck(figures), no500Check(figures));
  checks.push({
    name: 'index catches up with a change made while its database link was down',
    pass: duringCut.ms !== null && duringCut.ms <= 1_000,
    figures:
      duringCut.ms === null
        ? 'not within 30 s of the link coming back'
        : `${duringCut.ms.toFixed(0)} ms after the link came back (bar 1,000 ms)`,
  });

  checks.push(
    await phase('index follows changes (after the faults)', () =>
      indexFollowCheck('(after the faults)', pairs(directApi('a'), directApi('b')), shared.shopApiKey, probe, probeProducts, 3),
    ),
  );
  const after = await phase('sign-ins after the faults', () => signInCheck('after the faults', lb.url, direct, adv1!, 4));
  const oldToken = await Promise.all([userInfoStatus(direct.a, fresh.token), userInfoStatus(direct.b, fresh.token)]);
  after.check.pass &&= oldToken.every((s) => s === 200);
  after.check.figures += `; the first token on the restarted host a and on b: HTTP ${oldToken.join(', ')}`;
  checks.push(after.check);
  const ledger = await phase("the database's account of the traffic", () => ledgerFacts(pg.adminUrl, figures.acks, figures.run));
  checks.push(...ledgerChecks(ledger));
  const dead = Object.values(hosts).filter((h) => h.proc.exited());
  checks.push({
    name: 'serving hosts alive at the end',
    pass: dead.length === 0,
    figures: dead.map((h) => `host ${h.name} exited: ${h.proc.tail().slice(-500)}`).join('; ') || 'a and b',
  });
  log(
    `Load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  return summary(checks, log);
}

/** Ms from `sinceEpochMs` to the change bus's "reconnected" line in a host's log (pino JSON lines), or null. */
function busReconnect(file: string, sinceEpochMs: number): number | null {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.includes('change bus reconnected'))
    .at(-1);
  return line ? (JSON.parse(line) as { time: number }).time - sinceEpochMs : null;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`\ncluster:test could not run: ${(error as Error).stack ?? String(error)}`);
  await cleanup(true);
  process.exit(2);
}
await cleanup(!passed);
process.exit(passed ? 0 : 1);
