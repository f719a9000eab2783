import type { Check, LedgerFacts } from './checks';
import { EVENT_TRIES, type TrafficFigures } from './traffic';

/** Grosze as PLN with two decimals ("12.34"). */
export const pln = (grosze: bigint): string => {
  const sign = grosze < 0n ? '-' : '';
  const abs = grosze < 0n ? -grosze : grosze;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** The checks of the database's account of the traffic (docs/deployment.md "The cluster test"). */
export function ledgerChecks(l: LedgerFacts): Check[] {
  return [
    {
      name: 'no acknowledged click lost',
      pass: l.acknowledged > 0 && l.missing === 0 && l.doubled === 0,
      figures: `${l.acknowledged} clicks acknowledged (2xx, not rejected): ${l.missing} missing, ${l.doubled} recorded twice; ${l.rows} click rows of the run, ${l.billable} billable`,
    },
    {
      name: 'charged exactly once',
      pass: l.cost === l.spentTotal,
      figures: `clicks' cost ${pln(l.cost)} PLN = campaigns' spend ${pln(l.spentTotal)} PLN`,
    },
    {
      name: 'overspend 0.00',
      pass: l.overBudget === 0 && l.overspend === 0n,
      figures: `overspend ${pln(l.overspend)} PLN; ${l.overBudget} of ${l.campaigns} campaigns over a budget; ${l.capped} reached their limit (within one max CPC)`,
    },
  ];
}

/** The check that the shop was served through the faults: auctions answered by the balancer. */
export function availabilityCheck(t: TrafficFigures): Check {
  const share = t.auctions.sent === 0 ? 0 : t.auctions.ok / t.auctions.sent;
  return {
    name: 'auctions answered through the faults',
    pass: share >= 0.99,
    figures: `${t.auctions.ok}/${t.auctions.sent} (${(share * 100).toFixed(2)} %, bar 99 %), p50 ${t.auctions.p50.toFixed(1)} ms, p99 ${t.auctions.p99.toFixed(1)} ms, max ${t.auctions.max.toFixed(0)} ms`,
  };
}

/** The serving API never answers 500 to the shop: a database out of reach is a 503 with Retry-After (docs/serving-trust.md "Deadlines"). */
export function no500Check(t: TrafficFigures): Check {
  const errors = [...t.statuses].filter(([s]) => s >= 500 && s !== 503).reduce((n, [, c]) => n + c, 0);
  return {
    name: 'no 5xx but 503 from the serving API',
    pass: errors === 0,
    figures: `${errors} answers 500/502/504 after the balancer's retries; ${t.statuses.get(503) ?? 0} answers 503 (retried by the client)`,
  };
}

/** The traffic's figures, one per line. */
export function trafficLines(t: TrafficFigures, hosts: Map<string, string>): string[] {
  const by = [...t.servedBy].map(([pid, n]) => `${hosts.get(pid) ?? `pid ${pid}`}: ${n}`).join(', ');
  return [
    `  traffic: ${t.seconds.toFixed(1)} s, ${(t.auctions.sent / t.seconds).toFixed(0)} auctions/s (${t.auctions.withWinners} with winners), ${(t.clicks.sent / t.seconds).toFixed(0)} clicks/s`,
    `  clicks: ${t.clicks.sent} sent, ${t.clicks.acknowledged} acknowledged, ${t.clicks.rejected} rejected, ${t.clicks.unanswered} unanswered after ${EVENT_TRIES} tries, ${t.clicks.retried} retries; answers charged ${t.clicks.chargedByAnswers} (${pln(BigInt(t.clicks.chargedCost))} PLN)`,
    `  requests without an answer: ${[...t.errors].map(([e, n]) => `${e}: ${n}`).join(', ') || 'none'}`,
    `  answers by host: ${by}; by status: ${[...t.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  ];
}

/** The summary: one line per check with PASS / FAIL; true when every check passed. */
export function summary(checks: readonly Check[], log: (line: string) => void): boolean {
  log('');
  log('Summary');
  for (const c of checks) log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.figures}`);
  const passed = checks.every((c) => c.pass);
  log(passed ? `\nPASS: ${checks.length} checks` : `\nFAIL: ${checks.filter((c) => !c.pass).length} of ${checks.length} checks failed`);
  return passed;
}
