import { sql } from 'drizzle-orm';
import { campaignProducts, campaigns, queryRows, type Database } from '@ads/db';
import { warsawDayEnd, warsawDayStart, type Day, type Delivery, type Grosze } from '@ads/domain';
import { createDemoCampaigns } from './demo-campaigns';
import { genderOf, mapLoggedItem, OBD_FILES, type ObdFile } from './mapping';
import { obdPath, OBD_DIR, readObdLog } from './obd-log';
import { MAX_AUCTIONS_PER_REQUEST, MAX_EVENTS_PER_KIND, ShopClient } from './shop-client';

/** The shop's local time in the Open Bandit logs (ZOZOTOWN, Japan): UTC+9, no DST. */
const LOG_UTC_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** A settable clock: the server under replay reads `now` (buildApp/startTestServer `now`), never the machine's clock. */
export class VirtualClock {
  constructor(public ms: number) {}
  readonly now = (): Date => new Date(this.ms);
}

/** The two campaigns the replay watches: same budget and max CPC, one paced, one not. */
export interface PacedCampaignSpec {
  name: string;
  delivery: Delivery;
  /** Which log campaign's products it advertises (so the two do not compete with each other). */
  gender: 'Men' | 'Women';
}

export const PACING_CAMPAIGNS: readonly PacedCampaignSpec[] = [
  { name: 'Pacing replay – standard', delivery: 'STANDARD', gender: 'Men' },
  { name: 'Pacing replay – accelerated', delivery: 'ACCELERATED', gender: 'Women' },
];

export interface PacingReplayOptions {
  baseUrl: string;
  apiKey: string;
  /** The server's database (campaigns are written straight to it, like the demo campaigns). */
  db: Database;
  clock: VirtualClock;
  /** Reloads the server's ad index (after the campaigns are created). */
  reloadAds: () => Promise<void>;
  /** Account owning the campaigns. */
  accountId: string;
  /** Products the logs' items map onto, by gender, in order (see mapping.ts). */
  products: { Men: readonly string[]; Women: readonly string[] };
  /** The virtual Europe/Warsaw day replayed. */
  day: Day;
  /** Daily budget and max CPC of the two watched campaigns, grosze. Default 2,000 (20 PLN) and 300. */
  dailyBudget?: Grosze;
  maxCpc?: Grosze;
  files?: readonly ObdFile[];
  /**
   * Which logged day (a JST calendar day, `YYYY-MM-DD`, 2019-11-24…30) to replay; default all seven
   * folded onto one day by local time of day (the sample has only ~30 clicks a day per file).
   */
  logDay?: string;
  /**
   * Keep every n-th logged row without a click, and every clicked row: a shorter replay with the
   * same hourly shape and all the logged clicks (its click rate is n times the logs'). Default 1 (all rows).
   */
  sample?: number;
  /** Create the three demo campaigns as competitors (demo-campaigns.ts). Default true; without them the watched campaigns pay the reserve price. */
  demoCampaigns?: boolean;
  /** Rows replayed per virtual instant (auctions, then their impressions and clicks). Default 25. */
  stepRows?: number;
}

interface TimedRow {
  file: ObdFile;
  index: number;
  itemId: number;
  position: number;
  clicked: boolean;
  /** Fraction of the local (JST) day at which it was logged, 0–1. */
  dayFraction: number;
}

/** Spend of one watched campaign in one hour of the virtual day. */
export interface HourSpend {
  hour: number;
  /** Charged in the hour and up to its end, grosze. */
  spent: Grosze;
  cumulative: Grosze;
  clicks: number;
}

export interface PacingReplayReport {
  day: Day;
  rows: number;
  /** Auctions per virtual hour (the replayed traffic's shape). */
  auctionsByHour: number[];
  campaigns: Array<PacedCampaignSpec & { id: string; dailyBudget: Grosze; maxCpc: Grosze; hours: HourSpend[]; spent: Grosze }>;
}

/**
 * Replays the Open Bandit logs as one virtual Warsaw day through the real serving API (docs/serving-scale.md "Pacing"):
 * each logged row is placed at its local (JST) time of day on `day` (virtual instant = day start +
 * fraction × day length), rows are replayed in time order `stepRows` at a time with the server's
 * clock set to the step's instant — listings auction per row, an impression per winner, the logged
 * clicks. Beside the three demo campaigns it creates the {@link PACING_CAMPAIGNS}, and reports
 * their charged clicks per virtual hour (from the clicks table).
 * @throws Error when the server refuses a request.
 */
export async function runPacingReplay(o: PacingReplayOptions): Promise<PacingReplayReport> {
  const dailyBudget = o.dailyBudget ?? 2_000;
  const maxCpc = o.maxCpc ?? 300;
  const startMs = warsawDayStart(o.day).getTime();
  const lengthMs = warsawDayEnd(o.day).getTime() - startMs;
  o.clock.ms = startMs;
  if (o.demoCampaigns ?? true)
    await createDemoCampaigns(o.db, { accountIds: [o.accountId], productIds: [...o.products.Men, ...o.products.Women], startDate: o.day });
  const ids: string[] = [];
  for (const spec of PACING_CAMPAIGNS) {
    const [row] = await o.db
      .insert(campaigns)
      .values({
        accountId: o.accountId,
        name: spec.name,
        maxCpc,
        dailyBudget,
        startDate: o.day,
        channel: 'ALL',
        markets: ['PL'],
        delivery: spec.delivery,
      })
      .returning({ id: campaigns.id });
    await o.db.insert(campaignProducts).values(o.products[spec.gender].map((productId) => ({ campaignId: row!.id, productId })));
    ids.push(row!.id);
  }
  await o.reloadAds();

  const rows = await timedRows(o);
  const client = new ShopClient(o.baseUrl, o.apiKey);
  const auctionsByHour = new Array<number>(24).fill(0);
  const step = o.stepRows ?? 25;
  for (let i = 0; i < rows.length; i += step) {
    const batch = rows.slice(i, i + step);
    o.clock.ms = startMs + Math.floor(batch[batch.length - 1]!.dayFraction * (lengthMs - 1));
    auctionsByHour[Math.min(23, Math.floor(((o.clock.ms - startMs) / lengthMs) * 24))]! += batch.length;
    await replayStep(client, batch, o, o.clock.now().toISOString());
  }

  const spend = await queryRows<{ campaignId: string; hour: number; spent: number; clicks: number }>(
    o.db,
    sql`select campaign_id as "campaignId", floor(extract(epoch from occurred_at - ${new Date(startMs).toISOString()}::timestamptz) * 24 / ${lengthMs / 1000})::int as hour,
          sum(cost)::bigint as spent, count(*) filter (where billable)::int as clicks
        from clicks where campaign_id = any(${sql.param(ids)}::uuid[]) group by 1, 2 order by 1, 2`,
  );
  return {
    day: o.day,
    rows: rows.length,
    auctionsByHour,
    campaigns: PACING_CAMPAIGNS.map((spec, k) => {
      let cumulative = 0;
      const hours = Array.from({ length: 24 }, (_, hour) => {
        const r = spend.find((s) => s.campaignId === ids[k] && s.hour === hour);
        const spent = Number(r?.spent ?? 0);
        cumulative += spent;
        return { hour, spent, cumulative, clicks: r?.clicks ?? 0 };
      });
      return { ...spec, id: ids[k]!, dailyBudget, maxCpc, hours, spent: cumulative };
    }),
  };
}

async function timedRows(o: PacingReplayOptions): Promise<TimedRow[]> {
  const out: TimedRow[] = [];
  const sample = o.sample ?? 1;
  for (const file of o.files ?? OBD_FILES) {
    for await (const r of readObdLog(obdPath(file, OBD_DIR))) {
      if (!r.clicked && r.index % sample !== 0) continue;
      const local = r.at.getTime() + LOG_UTC_OFFSET_MS;
      if (o.logDay && new Date(local).toISOString().slice(0, 10) !== o.logDay) continue;
      out.push({
        file,
        index: r.index,
        itemId: r.itemId,
        position: r.position,
        clicked: r.clicked,
        dayFraction: (local % DAY_MS) / DAY_MS,
      });
    }
  }
  return out.sort((a, b) => a.dayFraction - b.dayFraction);
}

async function replayStep(client: ShopClient, rows: TimedRow[], o: PacingReplayOptions, occurredAt: string): Promise<void> {
  const groups: TimedRow[][] = [];
  for (let i = 0; i < rows.length; i += MAX_AUCTIONS_PER_REQUEST) groups.push(rows.slice(i, i + MAX_AUCTIONS_PER_REQUEST));
  const results = await Promise.all(
    groups.map((g) =>
      client.auctions(
        g.map((r) => ({ type: 'listings', slots: 1, products: { ids: [mapLoggedItem(r.file, r.itemId, o.products[genderOf(r.file)])] } })),
      ),
    ),
  );
  const impressions: object[] = [];
  const clicks: object[] = [];
  groups.forEach((g, gi) =>
    g.forEach((r, ri) => {
      const winner = results[gi]![ri]?.winners[0];
      if (!winner) return;
      const base = {
        occurredAt,
        opaqueUserId: `obd-${r.file}-${r.index}`,
        resolvedBidId: winner.resolvedBidId,
        placement: { path: `/obd/${r.file}`, position: r.position },
      };
      impressions.push({ ...base, id: `pacing-${r.file}-${r.index}-impression` });
      if (r.clicked) clicks.push({ ...base, id: `pacing-${r.file}-${r.index}-click` });
    }),
  );
  for (let i = 0; i < Math.max(impressions.length, clicks.length); i += MAX_EVENTS_PER_KIND) {
    const body: Record<string, object[]> = { impressions: impressions.slice(i, i + MAX_EVENTS_PER_KIND) };
    const c = clicks.slice(i, i + MAX_EVENTS_PER_KIND);
    if (c.length > 0) body.clicks = c;
    await client.events(body);
  }
}

/** The report as a text table: per hour, auctions and each campaign's spend in the hour / cumulative (PLN). */
export function formatPacingReport(r: PacingReplayReport): string {
  const pln = (g: number) => (g / 100).toFixed(2);
  const head = ['hour', 'auctions', ...r.campaigns.flatMap((c) => [`${c.delivery} spent`, 'cumulative', 'clicks'])];
  const lines = [head.join('\t')];
  for (let h = 0; h < 24; h++) {
    lines.push(
      [
        String(h).padStart(2, '0') + ':00',
        String(r.auctionsByHour[h]),
        ...r.campaigns.flatMap((c) => [pln(c.hours[h]!.spent), pln(c.hours[h]!.cumulative), String(c.hours[h]!.clicks)]),
      ].join('\t'),
    );
  }
  for (const c of r.campaigns) {
    lines.push(
      `${c.name} (${c.delivery}): spent ${pln(c.spent)} PLN of ${pln(c.dailyBudget)} PLN daily budget (${((c.spent / c.dailyBudget) * 100).toFixed(1)} %), max CPC ${pln(c.maxCpc)} PLN`,
    );
  }
  return lines.join('\n');
}
