import { DomainError, isUuid, warsawDay, type CampaignRequirements } from '@ads/domain';
import { toPage, type Page } from '../../http/page';
import type { AccountsFace } from '../accounts';
import { requireAccount, type Actor } from '../access';
import { resolveRange } from '../statistics';
import type { CampaignListRepository, SortDirection } from './campaign-list.repository';
import type { CampaignsService } from './campaigns.service';
import type { CampaignSortKey, CampaignView } from './campaigns.schemas';
import type { DraftListRow, DraftSortKey } from './campaign-views.schemas';
import { toCampaignView, type CampaignPace } from './campaign-view';
import type { ServingPlace } from '@ads/domain';
import { withStatistics, ZERO_METRICS, type CampaignMetrics, type CampaignTotals } from './campaign-list';

export interface CampaignListsServiceDeps {
  lists: CampaignListRepository;
  campaigns: CampaignsService;
  accounts: AccountsFace;
  /** Statistics per campaign (statistics module's campaignTotals). */
  totals: CampaignTotals;
  requirements: CampaignRequirements;
  now: () => Date;
  /** Curve share of today's Warsaw traffic before an instant (docs/serving-scale.md "Pacing"); absent = no pace shown. */
  /** Serving's pace (the learnt traffic curve): each campaign's pace and PACED state. */
  pace?: CampaignPace;
  /** The channel + market pairs shops serve now (the shop-keys module's face): PLACE_NOT_SERVED. */
  servedPlaces?: () => Promise<readonly ServingPlace[]>;
}

/** docs/requirements.md §9 cap reused for GET /campaign-stats. */
const MAX_STATS_IDS = 1000;

/** `key,ASC|DESC` (already checked by the route schema) → key and direction. */
export function parseSort<K extends string>(sort: string): { key: K; direction: SortDirection } {
  const [key, direction] = sort.split(',');
  return { key: key as K, direction: direction === 'ASC' ? 'ASC' : 'DESC' };
}

/**
 * The campaign lists (docs/requirements.md §2 list types ACTIVE, ARCHIVES, DRAFTS), the campaign overview and
 * statistics per campaign. Statistics ranges are Europe/Warsaw days (default: the 30 days ending today).
 */
export class CampaignListsService {
  constructor(private readonly d: CampaignListsServiceDeps) {}

  /**
   * Non-archived (ACTIVE list) or archived campaigns, each with `statistics` for the range, sorted
   * in SQL (statistics keys by the stats_daily sums of the same range), ties by id.
   * @throws AccessForbiddenException, InvalidStatisticsParamsException (dateBegin after dateEnd).
   */
  async campaigns(
    actor: Actor,
    accountId: string | undefined,
    q: { archived: boolean; page: number; size: number; search?: string; sort: string; dateBegin?: string; dateEnd?: string },
  ): Promise<Page<CampaignView & { statistics: CampaignMetrics }>> {
    const scope = requireAccount(actor, accountId, 'read');
    const range = resolveRange(q.dateBegin, q.dateEnd, warsawDay(this.d.now()));
    const { key, direction } = parseSort<CampaignSortKey>(q.sort);
    const { rows, total } = await this.d.lists.campaigns(scope, { ...q, ...range, sort: key, direction });
    const context = { pace: this.d.pace, places: await this.d.servedPlaces?.() };
    const page = toPage(
      rows.map((r) => toCampaignView(r, this.d.requirements, this.d.now(), context)),
      total,
      q,
    );
    return withStatistics(page, (ids) => this.d.totals(scope, ids, range.dateBegin, range.dateEnd));
  }

  /** The account's drafts (DRAFTS list), default newest change first. @throws AccessForbiddenException. */
  async drafts(
    actor: Actor,
    accountId: string | undefined,
    q: { page: number; size: number; search?: string; sort: string },
  ): Promise<Page<DraftListRow>> {
    const scope = requireAccount(actor, accountId, 'read');
    const { key, direction } = parseSort<DraftSortKey>(q.sort);
    const { rows, total } = await this.d.lists.drafts(scope, { ...q, sort: key, direction });
    return toPage(
      rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
      total,
      q,
    );
  }

  /**
   * GET /campaign-views/{id}: the campaign with its statistics totals over `dateBegin..dateEnd`, or
   * over its whole life (from its creation day to today) when neither is given.
   * @throws AccessForbiddenException, ResourceNotFoundException, InvalidStatisticsParamsException.
   */
  async overview(actor: Actor, accountId: string | undefined, id: string, q: { dateBegin?: string; dateEnd?: string }) {
    const scope = requireAccount(actor, accountId, 'read');
    const campaign = await this.d.campaigns.campaignIn(scope, id);
    const today = warsawDay(this.d.now());
    const allTime = q.dateBegin === undefined && q.dateEnd === undefined;
    const range = allTime
      ? { dateBegin: minDay(warsawDay(new Date(campaign.createdAt)), today), dateEnd: today }
      : resolveRange(q.dateBegin, q.dateEnd, today);
    const totals = await this.d.totals(scope, [id], range.dateBegin, range.dateEnd);
    return { ...campaign, statistics: totals.get(id) ?? ZERO_METRICS, statisticsFrom: range.dateBegin, statisticsTo: range.dateEnd };
  }

  /**
   * GET /campaign-stats: all eight metrics per campaign, in the order asked (duplicates dropped).
   * @throws ValidationException field campaignIds (empty, malformed id, more than 1000),
   *   AccessForbiddenException (403) when any id is not the account's, InvalidStatisticsParamsException.
   */
  async stats(actor: Actor, accountId: string | undefined, q: { campaignIds: string; dateBegin?: string; dateEnd?: string }) {
    const scope = requireAccount(actor, accountId, 'read');
    const ids = [
      ...new Set(
        q.campaignIds
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0) throw new DomainError('ValidationException', 'campaignIds is required.', 'campaignIds');
    if (ids.length > MAX_STATS_IDS) throw new DomainError('ValidationException', `At most ${MAX_STATS_IDS} campaign ids.`, 'campaignIds');
    const malformed = ids.filter((id) => !isUuid(id));
    if (malformed.length)
      throw new DomainError('ValidationException', `Not campaign ids: ${malformed.slice(0, 10).join(', ')}`, 'campaignIds');
    const totals = await this.d.totals(scope, ids, q.dateBegin, q.dateEnd);
    return ids.map((campaignId) => ({ campaignId, ...(totals.get(campaignId) ?? ZERO_METRICS) }));
  }
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}
