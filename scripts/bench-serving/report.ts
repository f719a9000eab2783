import type { ClickRun } from './clicks';
import type { IdleCpu } from './cpu';
import type { ClosedLoop, OpenLoop } from './load';
import { insightLines, insightTarget, type InsightFigures } from './insight';
import { pln, ratio } from './stats';

/** One server run's overspend after a click burst on small budgets (grosze). */
export interface Overspend {
  workers: number;
  clicks: number;
  over: bigint;
  spent: bigint;
  budget: bigint;
  /** Campaigns that reached a limit (less than one max CPC left): the burst really ran the budgets out. */
  capped: number;
  campaigns: number;
}

/** Every figure of one `npm run bench:serving` run. */
export interface Figures {
  mode: 'quick' | 'full';
  startedAt: string;
  machine: { cores: number; node: string };
  /** os.loadavg() at the start and at the end of the run (1, 5, 15 min). */
  loadAverageAtStart?: number[];
  loadAverage?: number[];
  setup: { catalogue: number; campaigns: number; advertisedProducts: number; accounts: number; seconds: number };
  /** Share of sample auctions with at least one winner (the set-up is realistic only if most have some). */
  auctionsWithWinners: number;
  /** Interleaved closed-loop rounds, each with the CPU its process tree used per request (µs). */
  rounds: Array<{ hello: ClosedLoop & { cpuUs: number }; auctions: ClosedLoop & { cpuUs: number } }>;
  openLoop: OpenLoop[];
  clicks: ClickRun[];
  /** Idle CPU 5 s after the traffic stopped (the target's figure), and on the fresh server before any traffic. */
  idleCpu: (IdleCpu & { seconds: number }) | null;
  idleCpuFresh: (IdleCpu & { seconds: number }) | null;
  scale: Array<{ workers: number; auctions: ClosedLoop[]; clicks: ClickRun | null; overspend: Overspend | null }>;
  /** Auctions with auction insight on and off (insight.ts); absent in older figures. */
  insight?: InsightFigures;
}

export interface Target {
  name: string;
  wanted: string;
  value: string;
  met: boolean;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const f = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';

/** Mean auctions/s, mean hello/s over the interleaved rounds, and their ratio. */
export function helloRatio(fig: Figures): { hello: number; auctions: number; ratio: number } {
  const hello = mean(fig.rounds.map((r) => r.hello.rps));
  const auctions = mean(fig.rounds.map((r) => r.auctions.rps));
  return { hello, auctions, ratio: ratio(auctions, hello) };
}

function scaleOf(fig: Figures, workers: number) {
  return fig.scale.find((s) => s.workers === workers);
}

/** The targets (docs/serving-scale.md "What is measured where"), each with what was measured and whether it is met. */
export function targets(fig: Figures): Target[] {
  const out: Target[] = [];
  const h = helloRatio(fig);
  out.push({ name: 'auctions vs hello-world (same run)', wanted: '≥ 0.40×', value: `${f(h.ratio, 2)}×`, met: h.ratio >= 0.4 });
  const at2000 = fig.openLoop.find((o) => o.offered === 2000);
  if (at2000) {
    out.push({
      name: 'open loop 2,000 req/s p50 (1 process)',
      wanted: '≤ 1 ms',
      value: `${f(at2000.p50, 2)} ms`,
      met: at2000.p50 <= 1 && at2000.failed === 0,
    });
    out.push({
      name: 'open loop 2,000 req/s p99 (1 process)',
      wanted: '≤ 5 ms',
      value: `${f(at2000.p99, 2)} ms${at2000.server ? ` (the server's event loop waited for a CPU ${f(at2000.server.waitedPct, 1)} % of the run)` : ''}`,
      met: at2000.p99 <= 5 && at2000.failed === 0,
    });
  }
  const best = fig.clicks.reduce<ClickRun | null>((b, c) => (!b || c.perSecond > b.perSecond ? c : b), null);
  if (best) {
    const once = fig.clicks.every((c) => c.chargedOnce);
    out.push({
      name: 'click events/s per process, charged exactly once',
      wanted: '≥ 10,000/s',
      value: `${f(best.perSecond)}/s (batches of ${best.batch}); charged once: ${once ? 'yes' : 'NO'}`,
      met: best.perSecond >= 10_000 && once,
    });
  }
  if (fig.idleCpu) {
    // Rounded as printed: 1.20 % + 0.80 % is 1.9999… in floating point, and "2.00 %" must not read as under 2 %.
    const total = Math.round((fig.idleCpu.server + fig.idleCpu.database) * 100) / 100;
    out.push({ name: 'idle CPU, server + database', wanted: '< 2 % of a core', value: `${f(total, 2)} %`, met: total < 2 });
  }
  if (fig.insight) out.push(insightTarget(fig.insight));
  const one = scaleOf(fig, 1);
  const two = scaleOf(fig, 2);
  if (one && two) {
    const r = ratio(mean(two.auctions.map((a) => a.rps)), mean(one.auctions.map((a) => a.rps)));
    out.push({ name: '2 processes vs 1 (auctions/s)', wanted: '≥ 1.6×', value: `${f(r, 2)}×`, met: r >= 1.6 });
  }
  const overs = fig.scale.flatMap((s) => (s.overspend ? [s.overspend] : []));
  if (overs.length) {
    const total = overs.reduce((n, o) => n + o.over, 0n);
    out.push({
      name: 'overspend after click bursts (1 and 2 processes)',
      wanted: '0.00 PLN',
      value: `${pln(total)} PLN`,
      met: total === 0n,
    });
  }
  return out;
}

function closed(label: string, c: ClosedLoop & { cpuUs?: number }): string {
  const cpu = c.cpuUs === undefined ? '' : `   CPU ${f(c.cpuUs)} µs/req`;
  return `    ${label.padEnd(22)} ${f(c.rps).padStart(8)} req/s   p50 ${f(c.p50, 1)} ms   p99 ${f(c.p99, 1)} ms${cpu}   ${c.failed ? `${c.failed} FAILED` : ''}`;
}

function clickLine(c: ClickRun): string {
  return (
    `    batches of ${String(c.batch).padEnd(3)} ${f(c.perSecond).padStart(8)} clicks/s   ${c.clicks} sent, ${c.accepted} accepted, ${c.charged} charged ${pln(c.chargedCost)} PLN; ` +
    `db: ${c.db.rows} rows, ${c.db.bids} bids, cost ${pln(c.db.cost)} PLN, spent +${pln(c.db.spentDelta)} PLN; repeats charged ${c.repeatsCharged} → ${c.chargedOnce ? 'charged exactly once' : 'NOT charged exactly once'}` +
    (c.cpuUs ? `; CPU per click: server ${f(c.cpuUs.server)} µs, database ${f(c.cpuUs.database)} µs` : '') +
    (c.retries ? `; ${c.retries} retries` : '') +
    (c.failedRequests ? `; ${c.failedRequests} requests FAILED` : '')
  );
}

/** The report as lines: set-up, each figure, each ratio, each target with met / not met. */
export function reportLines(fig: Figures): string[] {
  const lines: string[] = [];
  const h = helloRatio(fig);
  lines.push('', `Serving benchmark (${fig.mode}), ${fig.startedAt}, ${fig.machine.cores} cores, Node ${fig.machine.node}`);
  lines.push(
    `  set-up: ${fig.setup.catalogue} products in the catalogue, ${fig.setup.campaigns} ACTIVE campaigns over ${fig.setup.advertisedProducts} products, ${fig.setup.accounts} accounts (${f(fig.setup.seconds, 1)} s)`,
  );
  lines.push(`  sample auctions with winners: ${f(fig.auctionsWithWinners * 100, 0)} %`);
  lines.push('  closed loop, 50 connections, interleaved rounds (1 process):');
  fig.rounds.forEach((r, i) => {
    lines.push(closed(`round ${i + 1} hello-world`, r.hello));
    lines.push(closed(`round ${i + 1} POST /v2/auctions`, r.auctions));
  });
  lines.push(`    mean: hello-world ${f(h.hello)} req/s, auctions ${f(h.auctions)} req/s → ratio ${f(h.ratio, 2)}×`);
  lines.push(
    `    server CPU per request (process tree, mean of rounds): hello-world ${f(mean(fig.rounds.map((r) => r.hello.cpuUs)))} µs, auction ${f(mean(fig.rounds.map((r) => r.auctions.cpuUs)))} µs`,
  );
  lines.push(
    `    load average at the start ${fig.loadAverageAtStart?.map((l) => f(l, 2)).join(', ') ?? 'n/a'}, at the end ${fig.loadAverage?.map((l) => f(l, 2)).join(', ') ?? 'n/a'} (${fig.machine.cores} cores)`,
  );
  if (fig.insight) lines.push(...insightLines(fig.insight));
  lines.push('  open loop POST /v2/auctions (latency from the scheduled time, 1 process):');
  for (const o of fig.openLoop)
    lines.push(
      `    offered ${f(o.offered).padStart(6)} req/s → completed ${f(o.completed)} req/s   p50 ${f(o.p50, 2)} ms   p99 ${f(o.p99, 2)} ms   max ${f(o.max, 1)} ms${o.failed ? `   ${o.failed} FAILED` : ''}${o.server ? `; the server's event loop ran ${f(o.server.ranPct, 1)} % and waited for a CPU ${f(o.server.waitedPct, 1)} % of the time` : ''}`,
    );
  lines.push('  click ingestion POST /v2/events (1 process):');
  for (const c of fig.clicks) lines.push(clickLine(c));
  for (const [label, idle] of [
    ['after the traffic', fig.idleCpu],
    ['before any traffic', fig.idleCpuFresh],
  ] as const) {
    if (!idle) continue;
    lines.push(
      `  idle CPU ${label} (${idle.seconds} s): server ${f(idle.server, 2)} %, database ${f(idle.database, 2)} % of one core, together ${f(idle.server + idle.database, 2)} %`,
      `    database = PostgreSQL's shared background processes + the bench database's backends (${f(idle.databaseBackends, 2)} %); every PostgreSQL process on the machine, other users' databases included: ${f(idle.allPostgres, 2)} %`,
    );
  }
  lines.push('  1 vs 2 processes:');
  for (const s of fig.scale) {
    lines.push(
      `    ${s.workers} process${s.workers > 1 ? 'es' : ''}: auctions ${s.auctions.map((a) => f(a.rps)).join(', ')} req/s (mean ${f(mean(s.auctions.map((a) => a.rps)))})` +
        (s.clicks
          ? `; clicks (batches of ${s.clicks.batch}) ${f(s.clicks.perSecond)}/s${s.clicks.chargedOnce ? '' : ' NOT charged exactly once'}`
          : ''),
    );
    if (s.overspend)
      lines.push(
        `      click burst on ${s.overspend.campaigns} small budgets: ${s.overspend.clicks} clicks, spent ${pln(s.overspend.spent)} of ${pln(s.overspend.budget)} PLN, ${s.overspend.capped} campaigns at their limit, overspend ${pln(s.overspend.over)} PLN`,
      );
  }
  const one = scaleOf(fig, 1);
  const two = scaleOf(fig, 2);
  if (one && two) {
    lines.push(
      `    ratio 2:1 auctions ${f(ratio(mean(two.auctions.map((a) => a.rps)), mean(one.auctions.map((a) => a.rps))), 2)}×` +
        (one.clicks && two.clicks ? `, clicks ${f(ratio(two.clicks.perSecond, one.clicks.perSecond), 2)}×` : ''),
    );
  }
  lines.push('  targets (docs/serving-scale.md "What is measured where"):');
  for (const t of targets(fig)) lines.push(`    [${t.met ? 'met    ' : 'not met'}] ${t.name}: ${t.value} (wanted ${t.wanted})`);
  lines.push('');
  return lines;
}

/** The report of an insight-only run (BENCH_ONLY_INSIGHT): set-up, the on/off rounds, load average and the target with met / not met. */
export function insightReport(fig: Figures): string[] {
  if (!fig.insight) return ['', 'auction insight rounds did not run', ''];
  const t = insightTarget(fig.insight);
  return [
    '',
    `Serving benchmark, auction insight only (${fig.mode}), ${fig.startedAt}, ${fig.machine.cores} cores, Node ${fig.machine.node}`,
    `  set-up: ${fig.setup.campaigns} ACTIVE campaigns over ${fig.setup.advertisedProducts} products; sample auctions with winners: ${f(fig.auctionsWithWinners * 100, 0)} %`,
    ...insightLines(fig.insight),
    `    load average at the start ${fig.loadAverageAtStart?.map((l) => f(l, 2)).join(', ') ?? 'n/a'}, at the end ${fig.loadAverage?.map((l) => f(l, 2)).join(', ') ?? 'n/a'} (${fig.machine.cores} cores)`,
    `    [${t.met ? 'met    ' : 'not met'}] ${t.name}: ${t.value} (wanted ${t.wanted})`,
    '',
  ];
}

/** JSON of the figures (bigint grosze as numbers — sums stay far below 2^53). */
export function figuresJson(fig: Figures): string {
  return JSON.stringify({ ...fig, targets: targets(fig) }, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v), 2);
}

/** The report of a clicks-only run (BENCH_ONLY_CLICKS): the click runs, the overspend burst, load average and their targets. */
export function clicksReport(fig: Figures): string[] {
  const burst = fig.scale[0]?.overspend;
  const wanted = new Set(['click events/s per process, charged exactly once', 'overspend after click bursts (1 and 2 processes)']);
  return [
    '',
    `Serving benchmark, clicks only (${fig.mode}), ${fig.startedAt}, ${fig.machine.cores} cores, Node ${fig.machine.node}`,
    `  set-up: ${fig.setup.campaigns} ACTIVE campaigns over ${fig.setup.advertisedProducts} products; sample auctions with winners: ${f(fig.auctionsWithWinners * 100, 0)} %`,
    '  click ingestion POST /v2/events (1 process):',
    ...fig.clicks.map(clickLine),
    ...(burst
      ? [
          `    click burst on ${burst.campaigns} small budgets: ${burst.clicks} clicks, spent ${pln(burst.spent)} of ${pln(burst.budget)} PLN, ${burst.capped} campaigns at their limit, overspend ${pln(burst.over)} PLN`,
        ]
      : []),
    `    load average at the start ${fig.loadAverageAtStart?.map((l) => f(l, 2)).join(', ') ?? 'n/a'}, at the end ${fig.loadAverage?.map((l) => f(l, 2)).join(', ') ?? 'n/a'} (${fig.machine.cores} cores)`,
    ...targets(fig)
      .filter((t) => wanted.has(t.name))
      .map((t) => `    [${t.met ? 'met    ' : 'not met'}] ${t.name}: ${t.value} (wanted ${t.wanted})`),
    '',
  ];
}
