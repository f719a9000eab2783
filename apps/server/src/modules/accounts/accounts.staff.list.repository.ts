import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { AccountStatus, Day } from '@ads/domain';
import type { StaffScope } from '../access';

/** Sort fields of the staff accounts list (`sort=<field>,ASC|DESC`). */
export const ACCOUNT_SORT_KEYS = ['name', 'type', 'status', 'createdAt', 'spendMtd', 'lastActivityAt'] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];

export interface AccountListQuery {
  search?: string;
  type?: 'BRAND' | 'MERCHANT';
  status?: AccountStatus;
  page: number;
  size: number;
  sort: AccountSortKey;
  descending: boolean;
  /** First Warsaw day of the current month: spend is summed from it (inclusive). */
  monthStart: Day;
}

/** One row of the staff accounts list, before the running-campaign count is added. */
export interface AccountListRow {
  id: string;
  name: string;
  type: string;
  status: string;
  statusReason: string | null;
  taxId: string | null;
  createdAt: Date;
  /** Cost of clicks from `monthStart` to today (stats_account_daily), grosze. */
  spendMtd: number;
  /** Latest change of the account or one of its campaigns. */
  lastActivityAt: Date;
  /** Latest Warsaw day with impressions or clicks, null when none. */
  lastTrafficDay: Day | null;
  memberCount: number;
}

/** Campaign columns the display state needs (domain campaignDisplayState), per account. */
export interface CampaignStateRow {
  accountId: string;
  userStatus: string;
  startDate: Day;
  endDate: Day | null;
  dailyBudget: number | null;
  totalBudget: number | null;
  spentTotal: number;
  spentToday: number;
  spendDay: Day | null;
  productsInStock: number;
}

const ORDER: Record<AccountSortKey, SQL> = {
  name: sql`lower(a.name)`,
  type: sql`a.type`,
  status: sql`a.status`,
  createdAt: sql`a.created_at`,
  spendMtd: sql`"spendMtd"`,
  lastActivityAt: sql`"lastActivityAt"`,
};

function likePattern(search: string | undefined): string | null {
  const s = search?.trim().toLowerCase();
  return s ? `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
}

/** SQL of the staff home: every advertiser account with month-to-date spend and activity. */
export class AccountsStaffListRepository {
  constructor(private readonly db: Database) {}

  /**
   * A page of accounts filtered by type and status, searched (case-insensitive substring) in the
   * name, the members' and invitees' e-mails and the tax id (spaces and dashes ignored).
   */
  async list(_staff: StaffScope, q: AccountListQuery): Promise<{ rows: AccountListRow[]; total: number }> {
    const like = likePattern(q.search);
    const taxLike = likePattern(q.search?.replace(/[\s.-]/g, ''));
    const filter = sql`(${q.type ?? null}::text is null or a.type = ${q.type ?? null})
      and (${q.status ?? null}::text is null or a.status = ${q.status ?? null})
      and (${like}::text is null or lower(a.name) like ${like} or lower(coalesce(a.tax_id, '')) like ${taxLike}
           or exists (select 1 from account_users m join users u on u.id = m.user_id where m.account_id = a.id and lower(u.email) like ${like})
           or exists (select 1 from invitations i where i.account_id = a.id and i.accepted_at is null and lower(i.email) like ${like}))`;
    const direction = q.descending ? sql`desc nulls last` : sql`asc nulls first`;
    const rows = await queryRows<AccountListRow>(
      this.db,
      sql`select a.id, a.name, a.type, a.status, a.status_reason as "statusReason", a.tax_id as "taxId", a.created_at as "createdAt",
            coalesce((select sum(sd.cost) from stats_account_daily sd
                      where sd.account_id = a.id and sd.day >= ${q.monthStart}::date), 0)::bigint as "spendMtd",
            greatest(a.updated_at, (select max(c.updated_at) from campaigns c where c.account_id = a.id)) as "lastActivityAt",
            (select max(sd.day)::text from stats_account_daily sd
              where sd.account_id = a.id and (sd.impressions > 0 or sd.clicks > 0)) as "lastTrafficDay",
            (select count(*)::int from account_users m where m.account_id = a.id) as "memberCount"
          from accounts a
          where ${filter}
          order by ${ORDER[q.sort]} ${direction}, a.id
          limit ${q.size} offset ${q.page * q.size}`,
    );
    const [total] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from accounts a where ${filter}`);
    return {
      rows: rows.map((r) => ({
        ...r,
        spendMtd: Number(r.spendMtd),
        createdAt: new Date(r.createdAt),
        lastActivityAt: new Date(r.lastActivityAt),
      })),
      total: total?.n ?? 0,
    };
  }

  /**
   * The non-archived campaigns of these accounts with what their display state needs; `productsInStock`
   * is 1 when any product is in stock, else 0 (the display state asks only that; counting is slower).
   */
  async campaignStates(_staff: StaffScope, accountIds: string[]): Promise<CampaignStateRow[]> {
    if (accountIds.length === 0) return [];
    const rows = await queryRows<CampaignStateRow>(
      this.db,
      sql`select c.account_id as "accountId", c.user_status as "userStatus", c.start_date::text as "startDate", c.end_date::text as "endDate",
            c.daily_budget as "dailyBudget", c.total_budget as "totalBudget", c.spent_total as "spentTotal", c.spent_today as "spentToday",
            c.spend_day::text as "spendDay",
            exists (select 1 from campaign_products cp join products p on p.id = cp.product_id
              where cp.campaign_id = c.id and p.stock > 0)::int as "productsInStock"
          from campaigns c
          where c.account_id = any(${sql.param(accountIds)}::uuid[]) and c.user_status = 'ACTIVE'`,
    );
    const num = (v: number | null) => (v === null ? null : Number(v));
    return rows.map((r) => ({
      ...r,
      dailyBudget: num(r.dailyBudget),
      totalBudget: num(r.totalBudget),
      spentTotal: Number(r.spentTotal),
      spentToday: Number(r.spentToday),
    }));
  }
}
