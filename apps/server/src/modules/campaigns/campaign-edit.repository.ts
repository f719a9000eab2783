import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { campaigns, queryRows, uuidArray, type Database } from '@ads/db';
import type { CampaignRow } from './campaigns.repository';
import type { AccountScope } from '../access';

/** Settings a campaign edit may change (grosze, Europe/Warsaw days). */
export interface CampaignChanges {
  name?: string;
  dailyBudget?: number | null;
  totalBudget?: number | null;
  maxCpc?: number;
  startDate?: string;
  endDate?: string | null;
  channel?: string;
  markets?: string[];
  /** 'STANDARD' | 'ACCELERATED'. */
  delivery?: string;
}

/** SQL of campaign edits and bulk actions. Every statement is scoped by account id and decides in one go. */
export class CampaignEditRepository {
  constructor(private readonly db: Database) {}

  /**
   * `UPDATE campaigns … WHERE version = expectedVersion` (no read-then-write): also refuses archived
   * campaigns and, when `minTotalBudgetHeadroom` is given, a total budget below
   * `spent_total + headroom` — spent_total moves with every click without a version change, so the
   * floor is checked in the same statement. Returns the updated row, or undefined when any condition fails.
   */
  async updateCampaign(
    scope: AccountScope,
    id: string,
    expectedVersion: number,
    changes: CampaignChanges,
    minTotalBudgetHeadroom: number | null,
  ): Promise<CampaignRow | undefined> {
    const { accountId } = scope;
    const where: SQL[] = [
      eq(campaigns.id, id),
      eq(campaigns.accountId, accountId),
      eq(campaigns.version, expectedVersion),
      ne(campaigns.userStatus, 'ARCHIVED'),
    ];
    if (minTotalBudgetHeadroom !== null && typeof changes.totalBudget === 'number') {
      where.push(sql`${campaigns.spentTotal} + ${minTotalBudgetHeadroom} <= ${changes.totalBudget}`);
    }
    const [row] = await this.db
      .update(campaigns)
      .set({ ...changes, version: sql`${campaigns.version} + 1`, updatedAt: new Date() })
      .where(and(...where))
      .returning();
    return row;
  }

  /**
   * Sets `status` on the account's campaigns `ids` in one statement, all or nothing: nothing changes
   * unless every id is a campaign of the account and, for ACTIVE/PAUSED, none is archived.
   * Campaigns already in `status` are left as they are (version unchanged).
   * @returns owned = how many of `ids` are the account's, archived = how many of those are archived,
   *   changed = ids whose status changed.
   */
  async setUserStatus(
    scope: AccountScope,
    ids: string[],
    status: string,
  ): Promise<{ owned: number; archived: number; changed: { id: string; before: string }[] }> {
    const { accountId } = scope;
    const rows = await queryRows<{ owned: number; archived: number; changed: { id: string; before: string }[] | null }>(
      this.db,
      sql`with owned as (
            select id, user_status from campaigns where account_id = ${accountId} and id = any(${uuidArray(ids)}) for update
          ), counts as (
            select count(*)::int as owned, (count(*) filter (where user_status = 'ARCHIVED'))::int as archived from owned
          ), changed as (
            update campaigns c set user_status = ${status}, version = c.version + 1, updated_at = now()
            from counts, owned o
            where c.id = o.id and c.user_status <> ${status}
              and counts.owned = ${ids.length} and (counts.archived = 0 or ${status} = 'ARCHIVED')
            returning c.id, o.user_status as before
          )
          select counts.owned, counts.archived,
            (select json_agg(json_build_object('id', id::text, 'before', before) order by id) from changed) as changed
          from counts`,
    );
    const r = rows[0]!;
    return { owned: r.owned, archived: r.archived, changed: r.changed ?? [] };
  }

  /**
   * Deletes the account's drafts `ids` (and their products, by cascade) in one statement, only when
   * every id is a draft of the account. @returns owned = drafts of the account among ids, deleted.
   */
  async deleteDrafts(scope: AccountScope, ids: string[]): Promise<{ owned: number; deleted: number }> {
    const { accountId } = scope;
    const rows = await queryRows<{ owned: number; deleted: number }>(
      this.db,
      sql`with owned as (
            select id from campaign_drafts where account_id = ${accountId} and id = any(${uuidArray(ids)}) for update
          ), deleted as (
            delete from campaign_drafts where id in (select id from owned) and (select count(*) from owned) = ${ids.length}
            returning id
          )
          select (select count(*)::int from owned) as owned, (select count(*)::int from deleted) as deleted`,
    );
    return rows[0]!;
  }
}
