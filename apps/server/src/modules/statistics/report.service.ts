import { DomainError, isUuid } from '@ads/domain';
import { requireAccount, type Actor } from '../access';
import type { StatisticsService } from './statistics.service';
import type { MetricValues } from './statistics.metrics';
import type { ReportRepository } from './report.repository';
import { buildReportWorkbook, type ReportData } from './report.workbook';

/** The report file: bytes, download name and the range used. */
export interface ReportFile {
  /** `<campaign-name-slug>_<dateBegin>_<dateEnd>.xlsx`, ASCII only. */
  fileName: string;
  bytes: Buffer;
}

export interface ReportQuery {
  campaignId: string;
  /** Europe/Warsaw days, both included; defaults as in GET /statistics (the 30 days ending today). */
  dateBegin?: string;
  dateEnd?: string;
}

const FOLD: Record<string, string> = { ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd' };

/** A file-name slug: ASCII letters and digits joined by '-', lower case, at most 60 characters. */
export function slug(name: string): string {
  const ascii = name
    .replace(/[łŁßæøđ]/g, (c) => FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const s = ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return s || 'campaign';
}

/**
 * The XLSX report of one campaign (docs/requirements.md §7 GET /statistics/report). Figures come from
 * StatisticsService (the same numbers as GET /statistics). The account is the `account-id` header
 * when sent; the requirements' file-download variant sends none, and then it is the campaign's own
 * account — either way the caller must be a member.
 */
export class ReportService {
  constructor(private readonly deps: { statistics: StatisticsService; repo: ReportRepository; now: () => Date }) {}

  /**
   * @throws DomainError InvalidStatisticsParamsException (400, field campaignId) for a malformed id,
   *   (fields dateBegin/dateEnd) for bad days or a range over 731 days; AccessForbiddenException
   *   (403, field campaignId) for a campaign that does not exist or is not of the account, (403)
   *   when the caller is not a member of the account.
   */
  async report(actor: Actor, headerAccountId: string | undefined, q: ReportQuery): Promise<ReportFile> {
    if (!isUuid(q.campaignId)) {
      throw new DomainError('InvalidStatisticsParamsException', 'campaignId must be a campaign id (uuid).', 'campaignId');
    }
    // Without the header the account is the campaign's, looked up among the actor's own accounts only.
    const accountId = headerAccountId ?? (await this.deps.repo.ownerAmong(q.campaignId, [...actor.accountIds]));
    const notOfAccount = () =>
      new DomainError('AccessForbiddenException', 'The campaign does not belong to the advertising account.', 'campaignId');
    if (!accountId) throw notOfAccount();
    const scope = requireAccount(actor, accountId, 'read');
    const name = await this.deps.repo.campaignName(scope, q.campaignId);
    if (name === undefined) throw notOfAccount();
    const campaign = { name };
    const base = { campaignIdIn: [q.campaignId], dateBegin: q.dateBegin, dateEnd: q.dateEnd };
    const days = await this.deps.statistics.statisticsIn(scope, { ...base, dimensions: ['day'] });
    const products = await this.deps.statistics.statisticsIn(scope, {
      ...base,
      dimensions: ['productId', 'productName', 'productBrand'],
      sortBy: 'cost,DESC',
    });
    const searchTerms = await this.deps.statistics.statisticsIn(scope, { ...base, dimensions: ['searchTerm'], sortBy: 'cost,DESC' });
    const data: ReportData = {
      campaignId: q.campaignId.toLowerCase(),
      campaignName: campaign.name,
      dateBegin: days.dateBegin,
      dateEnd: days.dateEnd,
      days: days.rows as ReportData['days'],
      products: products.rows as ReportData['products'],
      searchTerms: searchTerms.rows as ReportData['searchTerms'],
      totals: days.totals as MetricValues,
      generatedAt: this.deps.now(),
    };
    const bytes = await buildReportWorkbook(data);
    return { fileName: `${slug(campaign.name)}_${data.dateBegin}_${data.dateEnd}.xlsx`, bytes };
  }
}
