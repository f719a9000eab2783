import { describe, expect, it } from 'vitest';
import { DomainError, FIELD_DETAILS } from './errors';
import {
  budgetIssues,
  CAMPAIGN_ISSUE_TYPES,
  campaignIssueMessage,
  campaignIssues,
  DEFAULT_CAMPAIGN_REQUIREMENTS,
  reservePrice,
  skuCountIssues,
  startDateIssues,
  totalBudgetFloorIssues,
  validateCampaign,
  type CampaignRequirements,
  type CampaignSettings,
} from './limits';

const REQ = DEFAULT_CAMPAIGN_REQUIREMENTS;

function settings(over: Partial<CampaignSettings> = {}): CampaignSettings {
  return {
    name: 'Spring sneakers',
    dailyBudget: 5000,
    totalBudget: 50000,
    maxCpc: 150,
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    skuCount: 10,
    ...over,
  };
}

/** Runs validateCampaign and returns the DomainError it threw (or null). */
function failure(over: Partial<CampaignSettings>, req: CampaignRequirements = REQ): { type: string; field?: string; message: string } | null {
  try {
    validateCampaign(settings(over), req);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    const err = e as DomainError;
    return { type: err.type, field: err.field, message: err.message };
  }
}

describe('defaults (docs/requirements.md §5, §9)', () => {
  it('are the terms\' numbers', () => {
    expect(REQ).toEqual({
      nameMaxLength: 100,
      budget: { dailyLimit: { minValue: 2000 }, totalLimit: { minValue: 2000, ratio: 1, allowIncreaseOf: 100 } },
      maxCpc: { minValue: 100, maxValue: 10000 },
      maxSkuCount: 1000,
    });
  });

  it('reserve price is the minimum max CPC', () => {
    expect(reservePrice(REQ)).toBe(100);
    expect(reservePrice({ ...REQ, maxCpc: { minValue: 250, maxValue: 10000 } })).toBe(250);
  });
});

describe('validateCampaign', () => {
  it('accepts a valid campaign', () => {
    expect(failure({})).toBeNull();
  });

  describe('name', () => {
    it('is required (blank after trimming)', () => {
      const expected = { type: 'ValidationException', field: 'NAME', message: 'Campaign name is required.' };
      expect(failure({ name: '' })).toEqual(expected);
      expect(failure({ name: '   \t' })).toEqual(expected);
    });

    it('has at most nameMaxLength characters, after trimming', () => {
      expect(failure({ name: 'x'.repeat(100) })).toBeNull();
      expect(failure({ name: `  ${'x'.repeat(100)}  ` })).toBeNull();
      expect(failure({ name: 'x'.repeat(101) })).toEqual({
        type: 'ValidationException',
        field: 'NAME',
        message: 'Campaign name can have at most 100 characters.',
      });
      expect(failure({ name: 'x'.repeat(21) }, { ...REQ, nameMaxLength: 20 })?.message).toBe('Campaign name can have at most 20 characters.');
    });
  });

  describe('max CPC', () => {
    const expected = { type: 'ValidationException', field: 'MAX_CPC', message: 'Max CPC must be between 1.00 PLN and 100.00 PLN.' };

    it('is at least 1.00 PLN', () => {
      expect(failure({ maxCpc: 100 })).toBeNull();
      expect(failure({ maxCpc: 99 })).toEqual(expected);
      expect(failure({ maxCpc: 0 })).toEqual(expected);
    });

    it('is at most the configured maximum', () => {
      expect(failure({ maxCpc: 10000 })).toBeNull();
      expect(failure({ maxCpc: 10001 })).toEqual(expected);
    });

    it('follows server config', () => {
      const req = { ...REQ, maxCpc: { minValue: 150, maxValue: 2000 } };
      expect(failure({ maxCpc: 150 }, req)).toBeNull();
      expect(failure({ maxCpc: 149 }, req)?.message).toBe('Max CPC must be between 1.50 PLN and 20.00 PLN.');
      expect(failure({ maxCpc: 2001 }, req)?.field).toBe('MAX_CPC');
    });
  });

  describe('budgets', () => {
    it('needs a daily budget, a total budget or both', () => {
      expect(failure({ dailyBudget: null, totalBudget: null })).toEqual({
        type: 'ValidationException',
        field: 'BUDGET',
        message: 'Set a daily budget, a total budget or both.',
      });
      expect(failure({ dailyBudget: 2000, totalBudget: null })).toBeNull();
      expect(failure({ dailyBudget: null, totalBudget: 2000 })).toBeNull();
    });

    it('daily budget is at least 20.00 PLN', () => {
      expect(failure({ dailyBudget: 2000, totalBudget: null })).toBeNull();
      expect(failure({ dailyBudget: 1999, totalBudget: null })).toEqual({
        type: 'ValidationException',
        field: 'DAILY_BUDGET',
        message: 'Daily budget must be at least 20.00 PLN.',
      });
    });

    it('total budget is at least 20.00 PLN', () => {
      expect(failure({ dailyBudget: null, totalBudget: 2000 })).toBeNull();
      expect(failure({ dailyBudget: null, totalBudget: 1999 })).toEqual({
        type: 'ValidationException',
        field: 'TOTAL_BUDGET',
        message: 'Total budget must be at least 20.00 PLN.',
      });
    });

    it('total budget is at least daily × ratio when both are set', () => {
      expect(failure({ dailyBudget: 5000, totalBudget: 5000 })).toBeNull();
      expect(failure({ dailyBudget: 5000, totalBudget: 4999 })).toEqual({
        type: 'ValidationException',
        field: 'TOTAL_BUDGET',
        message: 'Total budget cannot be lower than the daily budget.',
      });
      const req = { ...REQ, budget: { ...REQ.budget, totalLimit: { ...REQ.budget.totalLimit, ratio: 3 } } };
      expect(failure({ dailyBudget: 5000, totalBudget: 15000 }, req)).toBeNull();
      expect(failure({ dailyBudget: 5000, totalBudget: 14999 }, req)?.field).toBe('TOTAL_BUDGET');
    });

    it('follows server config minimums', () => {
      const req = { ...REQ, budget: { dailyLimit: { minValue: 5000 }, totalLimit: { minValue: 10000, ratio: 1, allowIncreaseOf: 100 } } };
      expect(failure({ dailyBudget: 4999, totalBudget: null }, req)?.message).toBe('Daily budget must be at least 50.00 PLN.');
      expect(failure({ dailyBudget: null, totalBudget: 9999 }, req)?.message).toBe('Total budget must be at least 100.00 PLN.');
    });
  });

  describe('dates', () => {
    const expected = {
      type: 'CampaignValidationException',
      field: 'END_DATE',
      message: 'The end date should be later than the start date.',
    };

    it('end date must be later than the start date', () => {
      expect(failure({ startDate: '2026-05-01', endDate: '2026-05-02' })).toBeNull();
      expect(failure({ startDate: '2026-05-01', endDate: '2026-05-01' })).toEqual(expected);
      expect(failure({ startDate: '2026-05-01', endDate: '2026-04-30' })).toEqual(expected);
      expect(failure({ startDate: '2026-12-31', endDate: '2027-01-01' })).toBeNull();
    });

    it('end date is optional', () => {
      expect(failure({ endDate: null })).toBeNull();
    });

    it('uses the catalogue\'s END_DATE detail', () => {
      expect(expected.message).toBe(FIELD_DETAILS.CampaignValidationException?.END_DATE);
    });
  });

  describe('SKUs', () => {
    it('needs at least one product', () => {
      expect(failure({ skuCount: 1 })).toBeNull();
      expect(failure({ skuCount: 0 })).toEqual({ type: 'ValidationException', field: 'SKUS', message: 'Choose at least one product.' });
    });

    it('allows at most maxSkuCount SKUs', () => {
      expect(failure({ skuCount: 1000 })).toBeNull();
      expect(failure({ skuCount: 1001 })).toEqual({ type: 'TooManySkusException', field: 'SKUS', message: 'At most 1000 SKUs per campaign.' });
      expect(failure({ skuCount: 51 }, { ...REQ, maxSkuCount: 50 })?.type).toBe('TooManySkusException');
    });
  });

  it('reports the first failing rule, in the documented order', () => {
    const everythingWrong: Partial<CampaignSettings> = {
      name: '',
      maxCpc: 1,
      dailyBudget: 1,
      totalBudget: 1,
      startDate: '2026-05-02',
      endDate: '2026-05-01',
      skuCount: 0,
    };
    expect(failure(everythingWrong)?.field).toBe('NAME');
    expect(failure({ ...everythingWrong, name: 'ok' })?.field).toBe('MAX_CPC');
    expect(failure({ ...everythingWrong, name: 'ok', maxCpc: 100 })?.field).toBe('DAILY_BUDGET');
    expect(failure({ ...everythingWrong, name: 'ok', maxCpc: 100, dailyBudget: 2000 })?.field).toBe('TOTAL_BUDGET');
    expect(failure({ ...everythingWrong, name: 'ok', maxCpc: 100, dailyBudget: 2000, totalBudget: 2000 })?.field).toBe('END_DATE');
    expect(failure({ ...everythingWrong, name: 'ok', maxCpc: 100, dailyBudget: 2000, totalBudget: 2000, endDate: null })?.field).toBe('SKUS');
  });

  it('carries the catalogue status on the error', () => {
    try {
      validateCampaign(settings({ maxCpc: 99 }), REQ);
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).status).toBe(400);
      expect((e as DomainError).name).toBe('ValidationException');
    }
  });
});

describe('campaignIssues', () => {
  it('lists every broken rule as { field, code, params }, in the documented order', () => {
    const issues = campaignIssues(settings({ name: '', maxCpc: 1, dailyBudget: 1, totalBudget: 1, endDate: '2026-04-01', skuCount: 1001 }), REQ);
    expect(issues).toEqual([
      { field: 'NAME', code: 'NAME_REQUIRED', params: {} },
      { field: 'MAX_CPC', code: 'MAX_CPC_RANGE', params: { min: 100, max: 10000 } },
      { field: 'DAILY_BUDGET', code: 'DAILY_BUDGET_MIN', params: { min: 2000 } },
      { field: 'TOTAL_BUDGET', code: 'TOTAL_BUDGET_MIN', params: { min: 2000 } },
      { field: 'END_DATE', code: 'END_DATE_NOT_AFTER_START', params: {} },
      { field: 'SKUS', code: 'SKUS_TOO_MANY', params: { count: 1001, max: 1000 } },
    ]);
    expect(campaignIssues(settings(), REQ)).toEqual([]);
  });

  it('gives the ratio floor, rounded up to a grosz', () => {
    const req = { ...REQ, budget: { ...REQ.budget, totalLimit: { ...REQ.budget.totalLimit, ratio: 1.5 } } };
    expect(budgetIssues({ dailyBudget: 2001, totalBudget: 3000 }, req)).toEqual([
      { field: 'TOTAL_BUDGET', code: 'TOTAL_BUDGET_RATIO', params: { min: 3002, ratio: 1.5 } },
    ]);
  });

  it('maps each code to its error type', () => {
    expect(CAMPAIGN_ISSUE_TYPES.END_DATE_NOT_AFTER_START).toBe('CampaignValidationException');
    expect(CAMPAIGN_ISSUE_TYPES.SKUS_TOO_MANY).toBe('TooManySkusException');
    expect(CAMPAIGN_ISSUE_TYPES.NAME_TOO_LONG).toBe('ValidationException');
  });

  it('start date: required; not before today when today is given', () => {
    expect(startDateIssues(null, '2026-05-01')).toEqual([{ field: 'START_DATE', code: 'START_DATE_REQUIRED', params: {} }]);
    expect(startDateIssues('2026-04-30', '2026-05-01')).toEqual([{ field: 'START_DATE', code: 'START_DATE_PAST', params: {} }]);
    expect(startDateIssues('2026-05-01', '2026-05-01')).toEqual([]);
    expect(startDateIssues('2026-04-30', null)).toEqual([]);
  });

  it('SKUs: a draft may have none', () => {
    expect(skuCountIssues(0, REQ, false)).toEqual([]);
    expect(skuCountIssues(0, REQ)).toEqual([{ field: 'SKUS', code: 'SKUS_REQUIRED', params: { count: 0 } }]);
  });
});

describe('total budget floor of a published campaign', () => {
  it('is what it spent plus allowIncreaseOf', () => {
    expect(totalBudgetFloorIssues(5100, 5000, REQ)).toEqual([]);
    const [issue] = totalBudgetFloorIssues(5099, 5000, REQ);
    expect(issue).toEqual({ field: 'TOTAL_BUDGET', code: 'TOTAL_BUDGET_BELOW_SPENT', params: { min: 5100, spent: 5000, allow: 100 } });
    expect(campaignIssueMessage(issue!)).toBe('The total budget cannot be lower than 51.00 PLN: 50.00 PLN already spent plus 1.00 PLN.');
  });
});
