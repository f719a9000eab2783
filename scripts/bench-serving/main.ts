/**
 * `npm run bench:serving [-- --quick] [-- --json <file>]` (docs/serving-scale.md "What is measured where"): the serving API on PostgreSQL
 * with ≥ 250 campaigns over ≥ 10,000 products, against a bare Fastify hello-world in the same run.
 * Prints each figure, each ratio and each target with met / not met; --json also writes the figures.
 * Tunable by environment: BENCH_DATABASE_URL (admin URL), BENCH_ROUNDS, BENCH_SECONDS, BENCH_RATES
 * (e.g. 500,1000,2000), BENCH_START_TIMEOUT_S (default 120), BENCH_LOG_LEVEL (server LOG_LEVEL, default info: the
 * server's own default, as deployed), BENCH_SKIP_INSIGHT=1 (no auction insight on/off rounds, insight.ts; BENCH_INSIGHT_ROUNDS and BENCH_INSIGHT_SECONDS tune them),
 * BENCH_ONLY_INSIGHT=1 (only the auction insight on/off rounds and their target line: no hello-world, open loop,
 * clicks or 2-process figures), BENCH_ONLY_CLICKS=1 (only the click runs of 1 process — batches of 1 and of 50, charged-once
 * checks — and the overspend burst, with their target lines), BENCH_CLICKS (clicks of the batch-50 run), BENCH_NODE_ARGS (node options of the servers it starts, e.g. --cpu-prof).
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { clickFigures, overspendBurst } from './click-phases';
import type { Target } from './clicks';
import { cpuPerRequest, idleCpu, serverAndDatabaseMeter } from './cpu';
import { mainThreadDuring } from './sched';
import { closedLoop, openLoop, postAll } from './load';
import { startHello, startServer, type Child } from './processes';
import { insightPlan, insightRounds } from './insight';
import { clicksReport, figuresJson, insightReport, reportLines, type Figures } from './report';
import { auctionBodies, winnersOf } from './requests';
import { createBenchDatabase, dropBenchDatabase } from './setup';
import { BenchDb } from './verify';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const envInt = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

const plan = {
  rounds: envInt('BENCH_ROUNDS', quick ? 2 : 3),
  seconds: envInt('BENCH_SECONDS', quick ? 5 : 10),
  rates: (process.env.BENCH_RATES ?? (quick ? '1000,2000' : '500,1000,2000')).split(',').map(Number),
  clicksBatch1: quick ? 1_000 : 5_000,
  clicksBatch50: envInt('BENCH_CLICKS', quick ? 5_000 : 30_000),
  burstClicks: quick ? 1_000 : 2_000,
  idleSeconds: quick ? 5 : 10,
  /** Longest a bid collection or a click run may take, ms: a slow server gives fewer clicks, not a longer run. */
  phaseMs: (quick ? 15 : 45) * 1000,
  connections: 50,
};

const log = (line: string) => console.log(line);
const onlyInsight = Boolean(process.env.BENCH_ONLY_INSIGHT);
const onlyClicks = Boolean(process.env.BENCH_ONLY_CLICKS);

async function sampleWinners(target: Target, bodies: readonly string[]): Promise<number> {
  const sample = bodies.slice(0, 100);
  const { answers } = await postAll(target.url, '/v2/auctions', target.headers, sample, 10);
  return answers.filter((a) => a && winnersOf(a).length > 0).length / sample.length;
}

async function main(): Promise<void> {
  const started = performance.now();
  const fig: Figures = {
    mode: quick ? 'quick' : 'full',
    startedAt: new Date().toISOString(),
    machine: { cores: availableParallelism(), node: process.version },
    loadAverageAtStart: loadavg(),
    setup: { catalogue: 0, campaigns: 0, advertisedProducts: 0, accounts: 0, seconds: 0 },
    auctionsWithWinners: 0,
    rounds: [],
    openLoop: [],
    clicks: [],
    idleCpu: null,
    idleCpuFresh: null,
    scale: [],
  };
  log(`• Set-up: scratch database, catalogue, campaigns (${fig.mode} run)…`);
  const setup = await createBenchDatabase(log, root);
  fig.setup = { ...setup.counts, seconds: (performance.now() - started) / 1000 };
  const db = new BenchDb(setup.url);
  const children: Child[] = [];
  const stopAll = () => Promise.all(children.map((c) => c.stop().catch(() => undefined)));
  try {
    const bodies = auctionBodies(2_000, setup.shelves, setup.products, setup.categories);
    const headers = { authorization: `Bearer ${setup.shopKey}` };
    const hello = await startHello(root);
    children.push(hello);

    for (const workers of [1, 2]) {
      log(`• Server with WORKERS=${workers}…`);
      const started = await startServer(root, { databaseUrl: setup.url, shopKey: setup.shopKey, workers }).catch((error: unknown) => {
        if (workers === 1) throw error;
        log(`  WORKERS=2 not measured: ${String(error).split('\n')[0]}`); // the 1-process figures are still reported
        return null;
      });
      if (!started) continue;
      const server = started;
      children.push(server);
      const target: Target = { url: server.url, headers };
      const auctions = { url: server.url, path: '/v2/auctions', headers, bodies, connections: plan.connections };
      if (onlyClicks) {
        fig.auctionsWithWinners = await sampleWinners(target, bodies);
        await closedLoop({ ...auctions, durationS: 3 }); // warm-up (JIT, pools, caches)
        log(`  clicks: ${plan.clicksBatch1} in batches of 1, ${plan.clicksBatch50} in batches of 50 (${plan.connections} connections)`);
        const meter = () => serverAndDatabaseMeter(server.pid, setup.name);
        fig.clicks.push(await clickFigures(plan, target, db, bodies, 'w1', 1, plan.clicksBatch1, meter));
        fig.clicks.push(await clickFigures(plan, target, db, bodies, 'w1', 50, plan.clicksBatch50, meter));
        log(`  click burst on small budgets (${plan.burstClicks} clicks, ${plan.connections} connections)`);
        const overspend = await overspendBurst(plan, target, db, setup, 'p1', 1);
        fig.scale.push({ workers, auctions: [], clicks: fig.clicks.at(-1)!, overspend });
        break;
      }
      if (workers === 1) {
        log(`  idle CPU before any traffic: 5 s settle, ${plan.idleSeconds} s sample`);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        if (!onlyInsight)
          fig.idleCpuFresh = { ...(await idleCpu(server.pid, setup.name, plan.idleSeconds * 1000)), seconds: plan.idleSeconds };
        fig.auctionsWithWinners = await sampleWinners(target, bodies);
      }
      await closedLoop({ ...auctions, durationS: 3 }); // warm-up (JIT, pools, caches)
      await closedLoop({ url: hello.url, path: '/', connections: plan.connections, durationS: 2 });

      const insightArgs = { root, auctions, databaseUrl: setup.url, shopKey: setup.shopKey, ...insightPlan(), log };
      if (onlyInsight) {
        fig.insight = await insightRounds(insightArgs);
        break;
      }
      const scaleAuctions = [];
      for (let r = 0; r < plan.rounds; r += 1) {
        if (workers === 1) {
          log(`  round ${r + 1}/${plan.rounds}: hello-world, auctions (${plan.seconds} s each)`);
          const h = await cpuPerRequest(hello.pid, () =>
            closedLoop({ url: hello.url, path: '/', connections: plan.connections, durationS: plan.seconds }),
          );
          const a = await cpuPerRequest(server.pid, () => closedLoop({ ...auctions, durationS: plan.seconds }));
          fig.rounds.push({ hello: h, auctions: a });
          scaleAuctions.push(a);
        } else {
          log(`  round ${r + 1}/${plan.rounds}: auctions (${plan.seconds} s)`);
          scaleAuctions.push(await closedLoop({ ...auctions, durationS: plan.seconds }));
        }
      }
      if (workers === 1) {
        if (!process.env.BENCH_SKIP_INSIGHT) fig.insight = await insightRounds(insightArgs);
        for (const rate of plan.rates) {
          log(`  open loop at ${rate} req/s (${plan.seconds} s)`);
          const { result, server: mainThread } = await mainThreadDuring(server.pid, () =>
            openLoop({ ...auctions, rate, durationS: plan.seconds }),
          );
          fig.openLoop.push({ ...result, server: mainThread });
        }
        log(`  clicks: ${plan.clicksBatch1} in batches of 1, ${plan.clicksBatch50} in batches of 50`);
        fig.clicks.push(await clickFigures(plan, target, db, bodies, 'w1', 1, plan.clicksBatch1));
        fig.clicks.push(await clickFigures(plan, target, db, bodies, 'w1', 50, plan.clicksBatch50));
      }
      const clicks =
        workers === 1 ? fig.clicks.at(-1)! : await clickFigures(plan, target, db, bodies, `w${workers}`, 50, plan.clicksBatch50);
      log(`  click burst on small budgets (${plan.burstClicks} clicks, ${plan.connections} connections)`);
      const overspend = await overspendBurst(plan, target, db, setup, workers === 1 ? 'p1' : 'p2', workers);
      fig.scale.push({ workers, auctions: scaleAuctions, clicks, overspend });
      if (workers === 1) {
        log(`  idle CPU after the traffic: 5 s settle, ${plan.idleSeconds} s sample`);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        fig.idleCpu = { ...(await idleCpu(server.pid, setup.name, plan.idleSeconds * 1000)), seconds: plan.idleSeconds };
      }
      await server.stop();
      children.pop();
    }
  } finally {
    await stopAll();
    await db.close();
    await dropBenchDatabase(setup.adminUrl, setup.name);
  }
  fig.loadAverage = loadavg();
  for (const line of onlyInsight ? insightReport(fig) : onlyClicks ? clicksReport(fig) : reportLines(fig)) log(line);
  log(`(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
  if (jsonFile) {
    writeFileSync(jsonFile, figuresJson(fig));
    log(`figures written to ${jsonFile}`);
  }
}

await main();
