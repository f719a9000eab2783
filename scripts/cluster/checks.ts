import pg from 'pg';
import { loginWithPassword } from '../../apps/server/src/testing/login.testkit';
import { setCampaignStatus, type AdvertiserApi } from './seed';
import type { Ack } from './traffic';
import { winnersOf } from './traffic';

/** One check of the summary: what was measured and whether it met its bar. */
export interface Check {
  name: string;
  pass: boolean;
  figures: string;
}

/** Answer of GET /api/account-views/user/info with `token` on `baseUrl` (200 = the token is valid there). */
export async function userInfoStatus(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/account-views/user/info`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(5_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/** A refresh-token grant straight at one host (the refresh token lives in the database): that host issues the new tokens. */
async function refreshAt(hostUrl: string, refreshToken: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await fetch(`${hostUrl}/realms/ads/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'keycloak-js', refresh_token: refreshToken }),
    signal: AbortSignal.timeout(5_000),
  });
  const body = (await res.json()) as Record<string, string>;
  if (!res.ok || !body['access_token']) throw new Error(`refresh at ${hostUrl}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { accessToken: body['access_token'], refreshToken: body['refresh_token'] ?? refreshToken };
}

/**
 * `rounds` sign-ins through the balancer (each step of the code flow may land on either host; redirects go to
 * PUBLIC_URL, the balancer); after each, the session's token refreshed straight at host a and at host b, so that
 * each host issues one. Every token must be accepted by both hosts. Returns the check and one access token.
 */
export async function signInCheck(
  label: string,
  balancer: string,
  hosts: Record<'a' | 'b', string>,
  user: { email: string; password: string },
  rounds: number,
): Promise<{ check: Check; token: string }> {
  let signedIn = 0;
  let issued = 0;
  let accepted = 0;
  let asked = 0;
  const failures: string[] = [];
  let token = '';
  for (let round = 0; round < rounds; round += 1) {
    try {
      const tokens = await loginWithPassword(balancer, user.email, user.password);
      signedIn += 1;
      token = tokens.accessToken;
      let refresh = tokens.refreshToken;
      const issuedBy: Array<[string, string]> = [['the balancer', tokens.accessToken]];
      for (const [name, url] of Object.entries(hosts)) {
        const next = await refreshAt(url, refresh);
        refresh = next.refreshToken;
        issued += 1;
        issuedBy.push([`host ${name}`, next.accessToken]);
      }
      for (const [issuer, access] of issuedBy) {
        for (const [name, url] of Object.entries(hosts)) {
          asked += 1;
          const status = await userInfoStatus(url, access);
          if (status === 200) accepted += 1;
          else failures.push(`token from ${issuer} on host ${name}: HTTP ${status}`);
        }
      }
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  return {
    token,
    check: {
      name: `sign-in ${label}`,
      pass: signedIn === rounds && issued === rounds * 2 && accepted === asked && asked === rounds * 6,
      figures: `${signedIn}/${rounds} sign-ins through the balancer, ${issued} tokens refreshed at a single host, ${accepted}/${asked} tokens accepted on each host${failures.length ? `; ${failures.slice(0, 3).join('; ')}` : ''}`,
    },
  };
}

/** Whether an auction on `hostUrl` over `products` has any winner. */
async function hasWinner(hostUrl: string, shopKey: string, products: readonly string[]): Promise<boolean> {
  const res = await fetch(`${hostUrl}/v2/auctions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopKey}` },
    body: JSON.stringify({ auctions: [{ type: 'listings', slots: 3, products: { ids: products } }] }),
    signal: AbortSignal.timeout(2_000),
  });
  if (res.status < 200 || res.status > 299) throw new Error(`auction on ${hostUrl}: HTTP ${res.status}`);
  return winnersOf(await res.json()).length > 0;
}

/** Polls auctions on `hostUrl` every 10 ms (an auction that fails counts as not yet) until `wanted` (winner present or not); ms from `since`, or null after `limitMs`. */
export async function until(
  hostUrl: string,
  shopKey: string,
  products: readonly string[],
  wanted: boolean,
  since: number,
  limitMs: number,
): Promise<number | null> {
  for (;;) {
    if ((await hasWinner(hostUrl, shopKey, products).catch(() => !wanted)) === wanted) return performance.now() - since;
    if (performance.now() - since > limitMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * How fast a campaign change made through one host reaches the other host's ad index: pause the probe
 * campaign (its products are its own) through `via`, poll auctions on `watch` until it has no winner; resume,
 * poll until it wins again. Time from sending the API call, ms; a change not seen within 5 s counts as 5,000.
 */
export async function indexFollowCheck(
  label: string,
  pairs: Array<{ via: AdvertiserApi; viaName: string; watch: string; watchName: string }>,
  shopKey: string,
  campaignId: string,
  products: readonly string[],
  cycles: number,
): Promise<Check> {
  const times: number[] = [];
  const lines: string[] = [];
  for (const pair of pairs) {
    for (let c = 0; c < cycles; c += 1) {
      for (const [status, wanted] of [
        ['PAUSED', false],
        ['ACTIVE', true],
      ] as const) {
        const since = performance.now();
        await setCampaignStatus(pair.via, campaignId, status);
        const ms = await until(pair.watch, shopKey, products, wanted, since, 5_000);
        times.push(ms ?? 5_000);
        if (ms === null) lines.push(`${status} via ${pair.viaName} not seen on ${pair.watchName} in 5 s`);
      }
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const max = sorted.at(-1) ?? 0;
  return {
    name: `index follows a campaign change ${label}`,
    pass: max <= 1_000,
    figures: `${times.length} changes (pause and resume, ${pairs.map((p) => `${p.viaName}→${p.watchName}`).join(', ')}): median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${max.toFixed(0)} ms (bar 1,000 ms)${lines.length ? `; ${lines.join('; ')}` : ''}`,
  };
}

/** The database's account of the run (grosze). */
export interface LedgerFacts {
  acknowledged: number;
  /** Acknowledged clicks with no row, and with more than one row (by event id). */
  missing: number;
  doubled: number;
  /** Rows of this run's clicks, billable ones, their cost; campaigns' spent_total sum. */
  rows: number;
  billable: number;
  cost: bigint;
  spentTotal: bigint;
  /** Campaigns over a budget, the largest excess, campaigns that reached a limit (within one max CPC of it). */
  overBudget: number;
  overspend: bigint;
  capped: number;
  campaigns: number;
}

/**
 * Reads the outcome from PostgreSQL once charging has settled (the campaigns' spend stops moving and equals
 * the clicks' cost, up to 15 s): every acknowledged click exactly once, spend = ledger, no budget exceeded.
 */
export async function ledgerFacts(adminUrl: string, acks: readonly Ack[], runPrefix: string): Promise<LedgerFacts> {
  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  try {
    const read = async () => {
      const { rows } = await db.query<{ rows: number; billable: number; cost: string; spent: string }>(
        `select (select count(*)::int from clicks where starts_with(event_id, $1)) as rows,
                (select count(*) filter (where billable)::int from clicks where starts_with(event_id, $1)) as billable,
                (select coalesce(sum(cost), 0)::text from clicks) as cost,
                (select coalesce(sum(spent_total), 0)::text from campaigns) as spent`,
        [runPrefix],
      );
      return rows[0]!;
    };
    let facts = await read();
    for (let waited = 0; waited < 15_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const again = await read();
      const settled = again.cost === again.spent && again.rows === facts.rows;
      facts = again;
      if (settled) break;
    }
    const { rows: counts } = await db.query<{ event_id: string; n: number }>(
      `select event_id, count(*)::int as n from clicks where event_id = any($1::text[]) group by event_id`,
      [acks.map((a) => a.eventId)],
    );
    const seen = new Map(counts.map((r) => [r.event_id, r.n]));
    const { rows: budget } = await db.query<{ over: number; overspend: string; capped: number; campaigns: number }>(
      `select count(*) filter (where spent_today > coalesce(daily_budget, spent_today) or spent_total > coalesce(total_budget, spent_total))::int as over,
              coalesce(max(greatest(spent_today - coalesce(daily_budget, spent_today), spent_total - coalesce(total_budget, spent_total), 0)), 0)::text as overspend,
              count(*) filter (where spent_today + max_cpc > coalesce(daily_budget, 1e15) or spent_total + max_cpc > coalesce(total_budget, 1e15))::int as capped,
              count(*)::int as campaigns
         from campaigns`,
    );
    const b = budget[0]!;
    return {
      acknowledged: acks.length,
      missing: acks.filter((a) => !seen.has(a.eventId)).length,
      doubled: [...seen.values()].filter((n) => n > 1).length,
      rows: facts.rows,
      billable: facts.billable,
      cost: BigInt(facts.cost),
      spentTotal: BigInt(facts.spent),
      overBudget: b.over,
      overspend: BigInt(b.overspend),
      capped: b.capped,
      campaigns: b.campaigns,
    };
  } finally {
    await db.end();
  }
}
