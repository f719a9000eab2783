import type { Day } from './days';
import { DomainError, type ErrorType } from './errors';
import { groszeToDecimalString, type Grosze } from './money';

/**
 * Campaign requirements served by `GET /services-config` (docs/requirements.md §3 "Config", §5, §9). Defaults are
 * the terms' numbers: max CPC ≥ 1.00 PLN, daily and total budget ≥ 20.00 PLN. Configuration may
 * raise them (docs/requirements.md §9 "server config values override").
 */
export interface CampaignRequirements {
  nameMaxLength: number;
  budget: {
    dailyLimit: { minValue: Grosze };
    /**
     * ratio: when both budgets are set, total ≥ daily × ratio.
     * allowIncreaseOf: a published campaign's total budget may be set no lower than
     * what it has spent plus this amount (grosze), so an edit never stops it mid-day by accident.
     */
    totalLimit: { minValue: Grosze; ratio: number; allowIncreaseOf: Grosze };
  };
  maxCpc: { minValue: Grosze; maxValue: Grosze };
  maxSkuCount: number;
}

export const DEFAULT_CAMPAIGN_REQUIREMENTS: CampaignRequirements = {
  nameMaxLength: 100,
  budget: {
    dailyLimit: { minValue: 2000 },
    totalLimit: { minValue: 2000, ratio: 1, allowIncreaseOf: 100 },
  },
  maxCpc: { minValue: 100, maxValue: 10000 },
  maxSkuCount: 1000,
};

/** Reserve price of every auction = the minimum max CPC (docs/architecture.md "The auction"), grosze. */
export function reservePrice(req: CampaignRequirements): Grosze {
  return req.maxCpc.minValue;
}

export interface CampaignSettings {
  name: string;
  dailyBudget: Grosze | null;
  totalBudget: Grosze | null;
  maxCpc: Grosze;
  startDate: Day;
  endDate: Day | null;
  skuCount: number;
}

/** The field a campaign issue is about (docs/requirements.md §8 `field`). */
export type CampaignField = 'NAME' | 'MAX_CPC' | 'BUDGET' | 'DAILY_BUDGET' | 'TOTAL_BUDGET' | 'START_DATE' | 'END_DATE' | 'SKUS';

/**
 * Which campaign rule (docs/requirements.md §5) a value breaks. The API answers with the error type of
 * {@link CAMPAIGN_ISSUE_TYPES}; the web chooses its message by this code.
 */
export type CampaignIssueCode =
  | 'NAME_REQUIRED'
  | 'NAME_TOO_LONG'
  | 'MAX_CPC_RANGE'
  | 'BUDGET_REQUIRED'
  | 'DAILY_BUDGET_MIN'
  | 'TOTAL_BUDGET_MIN'
  | 'TOTAL_BUDGET_RATIO'
  | 'TOTAL_BUDGET_BELOW_SPENT'
  | 'START_DATE_REQUIRED'
  | 'START_DATE_PAST'
  | 'END_DATE_NOT_AFTER_START'
  | 'SKUS_REQUIRED'
  | 'SKUS_TOO_MANY';

/** One broken campaign rule: the field, the rule's code and its numbers (grosze, counts, ratio). */
export interface CampaignIssue {
  field: CampaignField;
  code: CampaignIssueCode;
  params: Readonly<Record<string, number>>;
}

/** docs/requirements.md §8 error type each rule is reported with. */
export const CAMPAIGN_ISSUE_TYPES: Readonly<Record<CampaignIssueCode, ErrorType>> = {
  NAME_REQUIRED: 'ValidationException',
  NAME_TOO_LONG: 'ValidationException',
  MAX_CPC_RANGE: 'ValidationException',
  BUDGET_REQUIRED: 'ValidationException',
  DAILY_BUDGET_MIN: 'ValidationException',
  TOTAL_BUDGET_MIN: 'ValidationException',
  TOTAL_BUDGET_RATIO: 'ValidationException',
  TOTAL_BUDGET_BELOW_SPENT: 'ValidationException',
  START_DATE_REQUIRED: 'ValidationException',
  START_DATE_PAST: 'ValidationException',
  END_DATE_NOT_AFTER_START: 'CampaignValidationException',
  SKUS_REQUIRED: 'ValidationException',
  SKUS_TOO_MANY: 'TooManySkusException',
};

const issue = (field: CampaignField, code: CampaignIssueCode, params: Record<string, number> = {}): CampaignIssue => ({ field, code, params });

/** Name rules (docs/requirements.md §5): required and at most `nameMaxLength` characters, both after trimming. */
export function nameIssues(name: string, req: Pick<CampaignRequirements, 'nameMaxLength'>): CampaignIssue[] {
  const trimmed = name.trim();
  if (trimmed.length === 0) return [issue('NAME', 'NAME_REQUIRED')];
  if (trimmed.length > req.nameMaxLength) return [issue('NAME', 'NAME_TOO_LONG', { max: req.nameMaxLength })];
  return [];
}

/** Max CPC within [minValue, maxValue] (docs/requirements.md §5, §9). */
export function maxCpcIssues(maxCpc: Grosze, req: Pick<CampaignRequirements, 'maxCpc'>): CampaignIssue[] {
  const { minValue: min, maxValue: max } = req.maxCpc;
  return maxCpc < min || maxCpc > max ? [issue('MAX_CPC', 'MAX_CPC_RANGE', { min, max })] : [];
}

/**
 * The budget rules of docs/requirements.md §5: at least one of daily and total; each at least its minimum
 * (20.00 PLN by default); when both are set, total ≥ daily × ratio (checked once the total meets its minimum).
 */
export function budgetIssues(b: { dailyBudget: Grosze | null; totalBudget: Grosze | null }, req: Pick<CampaignRequirements, 'budget'>): CampaignIssue[] {
  const { dailyBudget: daily, totalBudget: total } = b;
  if (daily === null && total === null) return [issue('BUDGET', 'BUDGET_REQUIRED')];
  const issues: CampaignIssue[] = [];
  const dailyMin = req.budget.dailyLimit.minValue;
  const { minValue: totalMin, ratio } = req.budget.totalLimit;
  if (daily !== null && daily < dailyMin) issues.push(issue('DAILY_BUDGET', 'DAILY_BUDGET_MIN', { min: dailyMin }));
  if (total !== null && total < totalMin) issues.push(issue('TOTAL_BUDGET', 'TOTAL_BUDGET_MIN', { min: totalMin }));
  else if (total !== null && daily !== null && total < daily * ratio) {
    issues.push(issue('TOTAL_BUDGET', 'TOTAL_BUDGET_RATIO', { min: Math.ceil(daily * ratio), ratio }));
  }
  return issues;
}

/**
 * The lowest total budget a published campaign may be given: what it has spent plus `allowIncreaseOf`,
 * so an edit never stops it mid-day by accident. `params`: min = the floor, spent, allow (grosze).
 */
export function totalBudgetFloorIssue(spentTotal: Grosze, req: Pick<CampaignRequirements, 'budget'>): CampaignIssue {
  const allow = req.budget.totalLimit.allowIncreaseOf;
  return issue('TOTAL_BUDGET', 'TOTAL_BUDGET_BELOW_SPENT', { min: spentTotal + allow, spent: spentTotal, allow });
}

/** A published campaign's new total budget below {@link totalBudgetFloorIssue}'s floor. */
export function totalBudgetFloorIssues(totalBudget: Grosze, spentTotal: Grosze, req: Pick<CampaignRequirements, 'budget'>): CampaignIssue[] {
  const floor = totalBudgetFloorIssue(spentTotal, req);
  return totalBudget < floor.params.min! ? [floor] : [];
}

/** A start date is required and, unless it can no longer change, not before `today` (Warsaw day). */
export function startDateIssues(startDate: Day | null, today: Day | null): CampaignIssue[] {
  if (startDate === null) return [issue('START_DATE', 'START_DATE_REQUIRED')];
  return today !== null && startDate < today ? [issue('START_DATE', 'START_DATE_PAST')] : [];
}

/** An end date, when set, is later than the start date (docs/requirements.md §5). */
export function endDateIssues(startDate: Day, endDate: Day | null): CampaignIssue[] {
  return endDate !== null && endDate <= startDate ? [issue('END_DATE', 'END_DATE_NOT_AFTER_START')] : [];
}

/**
 * SKU count: at most `maxSkuCount` and, when `required` (a campaign, not a draft being built), at least one.
 * `params.count` is the count checked.
 */
export function skuCountIssues(count: number, req: Pick<CampaignRequirements, 'maxSkuCount'>, required = true): CampaignIssue[] {
  if (required && count < 1) return [issue('SKUS', 'SKUS_REQUIRED', { count })];
  if (count > req.maxSkuCount) return [issue('SKUS', 'SKUS_TOO_MANY', { count, max: req.maxSkuCount })];
  return [];
}

/**
 * Every docs/requirements.md §5 rule a campaign breaks, in the documented order: NAME, MAX_CPC, budgets
 * (BUDGET, DAILY_BUDGET, TOTAL_BUDGET), END_DATE, SKUS. Empty when valid.
 */
export function campaignIssues(s: CampaignSettings, req: CampaignRequirements): CampaignIssue[] {
  return [
    ...nameIssues(s.name, req),
    ...maxCpcIssues(s.maxCpc, req),
    ...budgetIssues(s, req),
    ...endDateIssues(s.startDate, s.endDate),
    ...skuCountIssues(s.skuCount, req),
  ];
}

/**
 * What a draft, still being built, may not break (docs/requirements.md §5): a name no longer than `nameMaxLength`
 * and at most `maxSkuCount` SKUs. Fields left out are not checked; nothing is required yet.
 */
export function draftIssues(d: { name?: string; skuCount?: number }, req: CampaignRequirements): CampaignIssue[] {
  return [
    ...(d.name === undefined ? [] : nameIssues(d.name, req).filter((i) => i.code !== 'NAME_REQUIRED')),
    ...(d.skuCount === undefined ? [] : skuCountIssues(d.skuCount, req, false)),
  ];
}

/** The API's English detail for an issue (docs/requirements.md §8 problem `detail`). */
export function campaignIssueMessage(i: CampaignIssue): string {
  const p = i.params;
  switch (i.code) {
    case 'NAME_REQUIRED': return 'Campaign name is required.';
    case 'NAME_TOO_LONG': return `Campaign name can have at most ${p.max} characters.`;
    case 'MAX_CPC_RANGE': return `Max CPC must be between ${pln(p.min!)} and ${pln(p.max!)}.`;
    case 'BUDGET_REQUIRED': return 'Set a daily budget, a total budget or both.';
    case 'DAILY_BUDGET_MIN': return `Daily budget must be at least ${pln(p.min!)}.`;
    case 'TOTAL_BUDGET_MIN': return `Total budget must be at least ${pln(p.min!)}.`;
    case 'TOTAL_BUDGET_RATIO': return 'Total budget cannot be lower than the daily budget.';
    case 'TOTAL_BUDGET_BELOW_SPENT':
      return `The total budget cannot be lower than ${pln(p.min!)}: ${pln(p.spent!)} already spent plus ${pln(p.allow!)}.`;
    case 'START_DATE_REQUIRED': return 'Start date is required.';
    case 'START_DATE_PAST': return 'The start date cannot be in the past.';
    case 'END_DATE_NOT_AFTER_START': return 'The end date should be later than the start date.';
    case 'SKUS_REQUIRED': return 'Choose at least one product.';
    case 'SKUS_TOO_MANY': return `At most ${p.max} SKUs per campaign.`;
  }
}

/** The DomainError the API answers an issue with: its error type, English detail, field, and the rule's code and numbers as `properties`. */
export function campaignIssueError(i: CampaignIssue, detail: string | undefined = campaignIssueMessage(i)): DomainError {
  return new DomainError(CAMPAIGN_ISSUE_TYPES[i.code], detail, i.field, { code: i.code, ...i.params });
}

/** Throws the first issue, if any. */
export function throwFirstIssue(issues: readonly CampaignIssue[]): void {
  if (issues[0]) throw campaignIssueError(issues[0]);
}

/**
 * Checks a campaign before it is published or edited (docs/requirements.md §5). Returns nothing when valid.
 * @throws DomainError for the first of {@link campaignIssues}: ValidationException (field NAME, MAX_CPC,
 *   DAILY_BUDGET, TOTAL_BUDGET, BUDGET, SKUS), CampaignValidationException (field END_DATE) or TooManySkusException.
 */
export function validateCampaign(s: CampaignSettings, req: CampaignRequirements): void {
  throwFirstIssue(campaignIssues(s, req));
}

/**
 * {@link budgetIssues} as a check, for whole campaigns and for the budget endpoints (docs/requirements.md §7 …/budget).
 * @throws DomainError ValidationException field BUDGET, DAILY_BUDGET or TOTAL_BUDGET.
 */
export function validateBudget(b: { dailyBudget: Grosze | null; totalBudget: Grosze | null }, req: CampaignRequirements): void {
  throwFirstIssue(budgetIssues(b, req));
}

function pln(grosze: Grosze): string {
  return `${groszeToDecimalString(grosze)} PLN`;
}
