import type { Day } from './days';
import { DomainError } from './errors';
import { groszeToDecimalString, type Grosze } from './money';

/**
 * Campaign requirements served by `GET /services-config` (spec §3 "Config", §5, §9). Defaults are
 * the terms' numbers: max CPC ≥ 1.00 PLN, daily and total budget ≥ 20.00 PLN. Configuration may
 * raise them (spec §9 "server config values override").
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

/** Reserve price of every auction = the minimum max CPC (DESIGN.md "reserve = min CPC"), grosze. */
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

/**
 * Checks a campaign before it is published or edited (spec §5). Returns nothing when valid.
 * @throws DomainError ValidationException (field NAME, MAX_CPC, DAILY_BUDGET, TOTAL_BUDGET, BUDGET, SKUS),
 *   CampaignValidationException (field END_DATE) or TooManySkusException.
 */
export function validateCampaign(s: CampaignSettings, req: CampaignRequirements): void {
  const name = s.name.trim();
  if (name.length === 0) throw new DomainError('ValidationException', 'Campaign name is required.', 'NAME');
  if (name.length > req.nameMaxLength) {
    throw new DomainError('ValidationException', `Campaign name can have at most ${req.nameMaxLength} characters.`, 'NAME');
  }
  if (s.maxCpc < req.maxCpc.minValue || s.maxCpc > req.maxCpc.maxValue) {
    throw new DomainError('ValidationException', `Max CPC must be between ${pln(req.maxCpc.minValue)} and ${pln(req.maxCpc.maxValue)}.`, 'MAX_CPC');
  }
  validateBudget(s, req);
  if (s.endDate !== null && s.endDate <= s.startDate) {
    throw new DomainError('CampaignValidationException', 'The end date should be later than the start date.', 'END_DATE');
  }
  if (s.skuCount < 1) throw new DomainError('ValidationException', 'Choose at least one product.', 'SKUS');
  if (s.skuCount > req.maxSkuCount) throw new DomainError('TooManySkusException', `At most ${req.maxSkuCount} SKUs per campaign.`, 'SKUS');
}

/**
 * The budget rules of spec §5 alone: at least one of daily and total; each at least its minimum
 * (20.00 PLN by default); when both are set, total ≥ daily × ratio. Used for whole campaigns and for
 * the budget endpoints (spec §7 …/budget).
 * @throws DomainError ValidationException field BUDGET, DAILY_BUDGET or TOTAL_BUDGET.
 */
export function validateBudget(b: { dailyBudget: Grosze | null; totalBudget: Grosze | null }, req: CampaignRequirements): void {
  if (b.dailyBudget === null && b.totalBudget === null) {
    throw new DomainError('ValidationException', 'Set a daily budget, a total budget or both.', 'BUDGET');
  }
  if (b.dailyBudget !== null && b.dailyBudget < req.budget.dailyLimit.minValue) {
    throw new DomainError('ValidationException', `Daily budget must be at least ${pln(req.budget.dailyLimit.minValue)}.`, 'DAILY_BUDGET');
  }
  if (b.totalBudget !== null && b.totalBudget < req.budget.totalLimit.minValue) {
    throw new DomainError('ValidationException', `Total budget must be at least ${pln(req.budget.totalLimit.minValue)}.`, 'TOTAL_BUDGET');
  }
  if (b.dailyBudget !== null && b.totalBudget !== null && b.totalBudget < b.dailyBudget * req.budget.totalLimit.ratio) {
    throw new DomainError('ValidationException', 'Total budget cannot be lower than the daily budget.', 'TOTAL_BUDGET');
  }
}

function pln(grosze: Grosze): string {
  return `${groszeToDecimalString(grosze)} PLN`;
}
