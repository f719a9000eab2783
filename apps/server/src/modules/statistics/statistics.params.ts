import { addDaysToDay, type Day, DomainError, isDay, isUuid } from '@ads/domain';

/** Statistics metrics (docs/requirements.md §3); all eight are the default, in this order. */
export const METRICS = ['views', 'clicks', 'cost', 'roas', 'ctr', 'salesCount', 'avgCPC', 'revenue'] as const;
export type Metric = (typeof METRICS)[number];

/**
 * Statistics dimensions (docs/requirements.md §3; `searchTerm` and `keywordId`: docs/search-placements.md
 * "Search-term report"). None requested = one totals row.
 */
export const DIMENSIONS = [
  'day',
  'productId',
  'productName',
  'productImageUrl',
  'productBrand',
  'categoryId',
  'searchTerm',
  'keywordId',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];
/** The search dimensions: answered by the search-term roll-up, with `day` only beside them. */
export const SEARCH_DIMENSIONS: readonly Dimension[] = ['searchTerm', 'keywordId'];

export type SortDirection = 'ASC' | 'DESC';
export interface SortSpec {
  field: Metric | Dimension;
  direction: SortDirection;
}

/** The query string of GET /statistics as the route hands it over (lists may hold comma lists). */
export interface RawStatisticsParams {
  metrics?: string[];
  dimensions?: string[];
  campaignIdIn?: string[];
  dateBegin?: string;
  dateEnd?: string;
  sortBy?: string;
  limit?: number;
  offset?: number;
}

/** A validated statistics request. Days are Europe/Warsaw days, both ends included. */
export interface StatisticsQuery {
  metrics: Metric[];
  dimensions: Dimension[];
  /** Distinct campaign ids, 1..MAX_CAMPAIGN_IDS. */
  campaignIds: string[];
  dateBegin: Day;
  dateEnd: Day;
  /** Absent only when there are no dimensions (one totals row, nothing to sort). */
  sort: SortSpec | undefined;
  /** Rows kept after sorting, 1..MAX_LIMIT; absent = all rows. */
  limit: number | undefined;
  /** Sorted rows skipped before `limit` keeps any (paging), 0..MAX_OFFSET. */
  offset: number;
}

export const MAX_CAMPAIGN_IDS = 1000;
export const MAX_LIMIT = 1000;
/** Most sorted rows a page may skip. */
export const MAX_OFFSET = 100_000;
/** Days in the default range ending today (spec variant default "last 30 days"). */
export const DEFAULT_RANGE_DAYS = 30;
/** Longest range accepted; bounds the gap-filled day series (and the work of one request). */
export const MAX_RANGE_DAYS = 731;

const SORT_BY = /^([A-Za-z]+),(ASC|DESC)$/i;

function invalid(detail: string, field: string): DomainError {
  return new DomainError('InvalidStatisticsParamsException', detail, field);
}

/** Splits repeated and comma-separated values into one list of trimmed, distinct, non-empty items. */
export function splitList(values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const items = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return [...new Set(items)];
}

function pickKnown<T extends string>(items: string[], known: readonly T[], field: string): T[] {
  const unknown = items.filter((i) => !(known as readonly string[]).includes(i));
  if (unknown.length > 0) throw invalid(`Unknown ${field}: ${unknown.join(', ')}. Allowed: ${known.join(', ')}.`, field);
  return items as T[];
}

/**
 * `<metric|dimension>,<ASC|DESC>` (direction case-insensitive), e.g. `day,ASC` or `cost,DESC`.
 * A metric may be any of the eight (requested or not); a dimension must be one of the request's.
 * @throws DomainError InvalidSortByDefinitionException (400, field sortBy) otherwise.
 */
export function parseSortBy(text: string, dimensions: Dimension[]): SortSpec {
  const m = SORT_BY.exec(text.trim());
  const field = m?.[1] ?? '';
  const isMetric = (METRICS as readonly string[]).includes(field);
  if (!m || (!isMetric && !(dimensions as string[]).includes(field))) {
    throw new DomainError(
      'InvalidSortByDefinitionException',
      `sortBy must be "<metric or requested dimension>,<ASC|DESC>", got "${text}".`,
      'sortBy',
    );
  }
  return { field: field as Metric | Dimension, direction: m[2]!.toUpperCase() as SortDirection };
}

/** Default order: a day series ascending (spec "by day (asc)"), anything else by cost descending. */
function defaultSort(dimensions: Dimension[]): SortSpec | undefined {
  if (dimensions.length === 0) return undefined;
  return dimensions.includes('day') ? { field: 'day', direction: 'ASC' } : { field: 'cost', direction: 'DESC' };
}

function parseDay(value: string | undefined, field: string): Day | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isDay(value)) throw invalid(`${field} must be a calendar day YYYY-MM-DD, got "${value}".`, field);
  return value;
}

/**
 * The range of Europe/Warsaw days asked for, both ends included: an absent dateEnd is `today`, an
 * absent dateBegin is dateEnd − 29 days (the last 30 days).
 * @throws DomainError InvalidStatisticsParamsException for a malformed day or dateBegin after dateEnd.
 */
export function resolveRange(begin: string | undefined, end: string | undefined, today: Day): { dateBegin: Day; dateEnd: Day } {
  const dateEnd = parseDay(end, 'dateEnd') ?? today;
  const dateBegin = parseDay(begin, 'dateBegin') ?? addDaysToDay(dateEnd, -(DEFAULT_RANGE_DAYS - 1));
  if (dateBegin > dateEnd) throw invalid(`dateBegin ${dateBegin} is after dateEnd ${dateEnd}.`, 'dateBegin');
  return { dateBegin, dateEnd };
}

/**
 * Validates GET /statistics parameters (docs/requirements.md §7) without any I/O, the way a DTO pipe would.
 * `today` is the current Europe/Warsaw day; the default range is the 30 days ending today, an
 * absent dateBegin is dateEnd − 29 days, an absent dateEnd is today.
 * @throws DomainError InvalidStatisticsParamsException (400, with `field`) for: no or empty
 *   campaignIdIn, a malformed campaign id, more than 1000 ids, an empty or unknown metrics list,
 *   unknown dimensions, a search dimension beside a product or category one, a malformed day, dateBegin after dateEnd, a range over 731 days, a limit
 *   outside 1..1000, an offset outside 0..100000; InvalidSortByDefinitionException for a bad sortBy.
 */
export function parseStatisticsParams(raw: RawStatisticsParams, today: Day): StatisticsQuery {
  // PostgreSQL answers uuids in lower case; normalise so ownership and results compare equal.
  const campaignIds = [...new Set((splitList(raw.campaignIdIn) ?? []).map((id) => id.toLowerCase()))];
  if (campaignIds.length === 0) throw invalid('campaignIdIn is required (a comma list of campaign ids).', 'campaignIdIn');
  if (campaignIds.length > MAX_CAMPAIGN_IDS) throw invalid(`At most ${MAX_CAMPAIGN_IDS} campaign ids.`, 'campaignIdIn');
  const malformed = campaignIds.filter((id) => !isUuid(id));
  if (malformed.length > 0) throw invalid(`Not campaign ids: ${malformed.join(', ')}.`, 'campaignIdIn');

  const metricItems = splitList(raw.metrics);
  if (metricItems?.length === 0) throw invalid('metrics must list at least one metric (or be absent for all).', 'metrics');
  const metrics = metricItems ? pickKnown(metricItems, METRICS, 'metrics') : [...METRICS];
  const dimensions = pickKnown(splitList(raw.dimensions) ?? [], DIMENSIONS, 'dimensions');
  if (dimensions.some((d) => SEARCH_DIMENSIONS.includes(d)) && dimensions.some((d) => d !== 'day' && !SEARCH_DIMENSIONS.includes(d))) {
    throw invalid('searchTerm and keywordId combine only with day.', 'dimensions');
  }

  const { dateBegin, dateEnd } = resolveRange(raw.dateBegin, raw.dateEnd, today);
  if (addDaysToDay(dateBegin, MAX_RANGE_DAYS - 1) < dateEnd) {
    throw invalid(`The range may span at most ${MAX_RANGE_DAYS} days.`, 'dateEnd');
  }

  const limit = raw.limit;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT)) {
    throw invalid(`limit must be an integer from 1 to ${MAX_LIMIT}.`, 'limit');
  }
  const offset = raw.offset ?? 0;
  if (!(Number.isInteger(offset) && offset >= 0 && offset <= MAX_OFFSET)) {
    throw invalid(`offset must be an integer from 0 to ${MAX_OFFSET}.`, 'offset');
  }
  const sort = raw.sortBy !== undefined && raw.sortBy !== '' ? parseSortBy(raw.sortBy, dimensions) : defaultSort(dimensions);
  return { metrics, dimensions, campaignIds, dateBegin, dateEnd, sort, limit, offset };
}
