import { sql } from 'drizzle-orm';
import { queryRows, uuidArray, type Database } from '@ads/db';
import type { KeywordMatchType } from '@ads/domain';
import type { AccountScope } from '../access';
import type { SheetCampaign } from './campaign-bulksheet.rows';
import type { CampaignUpdate } from './campaign-bulksheet.plan';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * SQL of bulksheets (docs/bulksheets.md): the account's campaigns with SKUs and keywords in four reads, and
 * an apply that writes every campaign of a file in one transaction with set-based statements (one per
 * table, whatever the number of rows). Every query is scoped by account id.
 */
export class CampaignBulksheetRepository {
  constructor(private readonly db: Database) {}

  /**
   * The account's published campaigns (newest first) with their SKUs (sorted) and both keyword lists
   * (sorted by normalised text and match type). With `lock`, the campaigns of `lockIds` are locked
   * (`FOR UPDATE`, in id order) before anything is read, so a concurrent edit or click waits.
   */
  async campaigns(scope: AccountScope, db: Database = this.db, lockIds: string[] = []): Promise<SheetCampaign[]> {
    const { accountId } = scope;
    if (lockIds.length) {
      await db.execute(
        sql`select id from campaigns where account_id = ${accountId} and id = any(${uuidArray(lockIds)}) order by id for update`,
      );
    }
    const rows = await queryRows<{
      id: string;
      version: number;
      name: string;
      user_status: string;
      daily_budget: string | null;
      total_budget: string | null;
      max_cpc: string;
      start_date: string;
      end_date: string | null;
      delivery: string | null;
      spent_total: string;
    }>(
      db,
      sql`select id, version, name, user_status, daily_budget, total_budget, max_cpc, start_date::text, end_date::text, delivery, spent_total
          from campaigns where account_id = ${accountId} order by created_at desc, id`,
    );
    // One after another: inside a transaction they share one connection.
    const skus = await queryRows<{ campaign_id: string; product_id: string }>(
      db,
      sql`select p.campaign_id, p.product_id from campaign_products p join campaigns c on c.id = p.campaign_id
            where c.account_id = ${accountId} order by p.campaign_id, p.product_id`,
    );
    const keywords = await queryRows<{ campaign_id: string; text: string; normalized: string; match_type: string; bid: string | null }>(
      db,
      sql`select k.campaign_id, k.text, k.normalized, k.match_type, k.bid from campaign_keywords k join campaigns c on c.id = k.campaign_id
            where c.account_id = ${accountId} order by k.campaign_id, k.normalized, k.match_type`,
    );
    const negatives = await queryRows<{ campaign_id: string; text: string; normalized: string; match_type: string }>(
      db,
      sql`select n.campaign_id, n.text, n.normalized, n.match_type from campaign_negative_keywords n join campaigns c on c.id = n.campaign_id
            where c.account_id = ${accountId} order by n.campaign_id, n.normalized, n.match_type`,
    );
    const byId = new Map<string, SheetCampaign>();
    const list = rows.map((r) => {
      const c: SheetCampaign = {
        id: r.id,
        version: Number(r.version),
        name: r.name,
        userStatus: r.user_status,
        dailyBudget: r.daily_budget === null ? null : Number(r.daily_budget),
        totalBudget: r.total_budget === null ? null : Number(r.total_budget),
        maxCpc: Number(r.max_cpc),
        startDate: r.start_date,
        endDate: r.end_date,
        delivery: r.delivery ?? 'STANDARD',
        spentTotal: Number(r.spent_total),
        skus: [],
        keywords: [],
        negativeKeywords: [],
      };
      byId.set(c.id, c);
      return c;
    });
    for (const s of skus) byId.get(s.campaign_id)?.skus.push(s.product_id);
    for (const k of keywords) {
      byId.get(k.campaign_id)?.keywords.push({
        text: k.text,
        normalized: k.normalized,
        matchType: k.match_type as KeywordMatchType,
        bid: k.bid === null ? null : Number(k.bid),
      });
    }
    for (const n of negatives) {
      byId
        .get(n.campaign_id)
        ?.negativeKeywords.push({ text: n.text, normalized: n.normalized, matchType: n.match_type as 'EXACT' | 'PHRASE' });
    }
    return list;
  }

  /**
   * Runs `work` in one transaction: it gets the account's campaigns read after those of `lockIds` are
   * locked, and returns the updates to write (none: nothing is written). All or nothing.
   */
  async inTransaction<T extends { updates: CampaignUpdate[] }>(
    scope: AccountScope,
    lockIds: string[],
    work: (campaigns: SheetCampaign[]) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const campaigns = await this.campaigns(scope, tx, lockIds);
      const result = await work(campaigns);
      if (result.updates.length) await writeUpdates(tx, scope, result.updates);
      return result;
    });
  }
}

/**
 * Writes the updates with one statement per table: campaign settings (version + 1, checked against the
 * version the plan read), SKUs removed and added, keywords deleted and upserted, negatives likewise.
 * @throws Error when a campaign's version moved meanwhile (cannot happen under the lock; rolls back).
 */
async function writeUpdates(tx: Database, scope: AccountScope, updates: CampaignUpdate[]): Promise<void> {
  const settings = updates.map((u) => ({
    id: u.id,
    version: u.version,
    has: Object.keys(u.settings),
    ...u.settings,
  }));
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update campaigns c set
          name = case when s.has ? 'name' then s.name else c.name end,
          user_status = case when s.has ? 'userStatus' then s."userStatus" else c.user_status end,
          daily_budget = case when s.has ? 'dailyBudget' then s."dailyBudget" else c.daily_budget end,
          total_budget = case when s.has ? 'totalBudget' then s."totalBudget" else c.total_budget end,
          max_cpc = case when s.has ? 'maxCpc' then s."maxCpc" else c.max_cpc end,
          start_date = case when s.has ? 'startDate' then s."startDate" else c.start_date end,
          end_date = case when s.has ? 'endDate' then s."endDate" else c.end_date end,
          delivery = case when s.has ? 'delivery' then s.delivery else c.delivery end,
          version = c.version + 1, updated_at = now()
        from jsonb_to_recordset(${json(settings)}) as s(id uuid, version int, has jsonb, name text, "userStatus" text,
          "dailyBudget" bigint, "totalBudget" bigint, "maxCpc" bigint, "startDate" date, "endDate" date, delivery text)
        where c.id = s.id and c.account_id = ${scope.accountId} and c.version = s.version
        returning c.id`,
  );
  if (updated.length !== updates.length) throw new Error('bulksheet apply: a campaign changed under the lock');

  const pairs = (pick: (u: CampaignUpdate) => string[]) => updates.flatMap((u) => pick(u).map((sku) => ({ c: u.id, s: sku })));
  const removed = pairs((u) => u.skusToRemove);
  if (removed.length) {
    await tx.execute(
      sql`delete from campaign_products p using jsonb_to_recordset(${json(removed)}) as x(c uuid, s text) where p.campaign_id = x.c and p.product_id = x.s`,
    );
  }
  const added = pairs((u) => u.skusToAdd);
  if (added.length) {
    await tx.execute(
      sql`insert into campaign_products (campaign_id, product_id) select x.c, x.s from jsonb_to_recordset(${json(added)}) as x(c uuid, s text) on conflict do nothing`,
    );
  }

  const kwDelete = updates.flatMap((u) => u.keywordsToDelete.map((k) => ({ c: u.id, ...k })));
  if (kwDelete.length) {
    await tx.execute(
      sql`delete from campaign_keywords k using jsonb_to_recordset(${json(kwDelete)}) as x(c uuid, normalized text, "matchType" text)
          where k.campaign_id = x.c and k.normalized = x.normalized and k.match_type = x."matchType"`,
    );
  }
  const kwUpsert = updates.flatMap((u) => u.keywordsToUpsert.map((k) => ({ c: u.id, ...k })));
  if (kwUpsert.length) {
    await tx.execute(
      sql`insert into campaign_keywords (campaign_id, text, normalized, match_type, bid)
          select x.c, x.text, x.normalized, x."matchType", x.bid from jsonb_to_recordset(${json(kwUpsert)}) as x(c uuid, text text, normalized text, "matchType" text, bid bigint)
          on conflict (campaign_id, normalized, match_type) do update set text = excluded.text, bid = excluded.bid`,
    );
  }
  const negDelete = updates.flatMap((u) => u.negativesToDelete.map((k) => ({ c: u.id, ...k })));
  if (negDelete.length) {
    await tx.execute(
      sql`delete from campaign_negative_keywords k using jsonb_to_recordset(${json(negDelete)}) as x(c uuid, normalized text, "matchType" text)
          where k.campaign_id = x.c and k.normalized = x.normalized and k.match_type = x."matchType"`,
    );
  }
  const negUpsert = updates.flatMap((u) => u.negativesToUpsert.map((k) => ({ c: u.id, ...k })));
  if (negUpsert.length) {
    await tx.execute(
      sql`insert into campaign_negative_keywords (campaign_id, text, normalized, match_type)
          select x.c, x.text, x.normalized, x."matchType" from jsonb_to_recordset(${json(negUpsert)}) as x(c uuid, text text, normalized text, "matchType" text)
          on conflict (campaign_id, normalized, match_type) do update set text = excluded.text`,
    );
  }
}
