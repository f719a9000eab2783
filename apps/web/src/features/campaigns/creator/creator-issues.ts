import type { CampaignField, CampaignIssue, CampaignIssueCode } from '@ads/domain';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format';
import type { CreatorFormValues } from './creator-values';

type ErrorKey = `creator.errors.${
  | 'nameRequired'
  | 'nameTooLong'
  | 'maxCpcRange'
  | 'budgetRequired'
  | 'dailyMin'
  | 'totalMin'
  | 'totalRatio'
  | 'totalBelowSpent'
  | 'startRequired'
  | 'startPast'
  | 'endAfterStart'
  | 'skusRequired'
  | 'skusTooMany'}`;

/**
 * The message of each domain campaign rule (packages/domain/src/limits.ts `CampaignIssueCode`), from the
 * i18n resources (English and Polish), and which of its params are grosze shown as money.
 */
const MESSAGES: Readonly<Record<CampaignIssueCode, { key: ErrorKey; money?: readonly string[] }>> = {
  NAME_REQUIRED: { key: 'creator.errors.nameRequired' },
  NAME_TOO_LONG: { key: 'creator.errors.nameTooLong' },
  MAX_CPC_RANGE: { key: 'creator.errors.maxCpcRange', money: ['min', 'max'] },
  BUDGET_REQUIRED: { key: 'creator.errors.budgetRequired' },
  DAILY_BUDGET_MIN: { key: 'creator.errors.dailyMin', money: ['min'] },
  TOTAL_BUDGET_MIN: { key: 'creator.errors.totalMin', money: ['min'] },
  TOTAL_BUDGET_RATIO: { key: 'creator.errors.totalRatio', money: ['min'] },
  TOTAL_BUDGET_BELOW_SPENT: { key: 'creator.errors.totalBelowSpent', money: ['min', 'spent', 'allow'] },
  START_DATE_REQUIRED: { key: 'creator.errors.startRequired' },
  START_DATE_PAST: { key: 'creator.errors.startPast' },
  END_DATE_NOT_AFTER_START: { key: 'creator.errors.endAfterStart' },
  SKUS_REQUIRED: { key: 'creator.errors.skusRequired' },
  SKUS_TOO_MANY: { key: 'creator.errors.skusTooMany' },
};

/** The form fields a domain field shows on (a missing budget is shown on both budgets). */
export const FORM_FIELDS: Readonly<Record<CampaignField, readonly (keyof CreatorFormValues)[]>> = {
  NAME: ['name'],
  MAX_CPC: ['maxCpc'],
  BUDGET: ['dailyBudget', 'totalBudget'],
  DAILY_BUDGET: ['dailyBudget'],
  TOTAL_BUDGET: ['totalBudget'],
  START_DATE: ['startDate'],
  END_DATE: ['endDate'],
  SKUS: ['skus'],
};

/** The on-screen message of a domain campaign issue, chosen by its code. */
export function issueMessage(issue: CampaignIssue, t: TFunction): string {
  const { key, money = [] } = MESSAGES[issue.code];
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params)) params[name] = money.includes(name) ? formatMoney(value) : value;
  return t(key, params);
}
