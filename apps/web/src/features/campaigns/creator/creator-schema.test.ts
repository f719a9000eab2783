import { DEFAULT_CAMPAIGN_REQUIREMENTS, type CampaignRequirements } from '@ads/domain';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { createCreatorSchema, creatorFieldOf, type CreatorFormValues } from './creator-schema';

const t = initI18n('en').t;
const TODAY = '2026-06-10';

/** Limits as /services-config would send them: grosze. */
const req: CampaignRequirements = {
  nameMaxLength: 20,
  budget: { dailyLimit: { minValue: 2000 }, totalLimit: { minValue: 5000, ratio: 2, allowIncreaseOf: 100 } },
  maxCpc: { minValue: 100, maxValue: 1000 },
  maxSkuCount: 3,
};

const valid: CreatorFormValues = {
  name: 'Summer sale',
  channel: 'MAIN',
  markets: ['PL'],
  skus: ['SKU-1'],
  dailyBudget: '20,00',
  totalBudget: '100',
  maxCpc: '1,50',
  delivery: 'STANDARD',
  startDate: new Date(2026, 5, 10),
  endDate: null,
  keywords: [],
  negativeKeywords: [],
};

function errors(values: Partial<CreatorFormValues>, limits = req) {
  const result = createCreatorSchema(limits, TODAY, t).safeParse({ ...valid, ...values });
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('creator schema', () => {
  it('turns a valid form into the draft body with grosze and Warsaw days', () => {
    const out = createCreatorSchema(req, TODAY, t).parse({ ...valid, endDate: new Date(2026, 5, 30) });
    expect(out).toEqual({
      name: 'Summer sale',
      channel: 'MAIN',
      markets: ['PL'],
      skus: ['SKU-1'],
      dailyBudget: 2000,
      totalBudget: 10000,
      maxCpc: 150,
      delivery: 'STANDARD',
      startDate: '2026-06-10',
      endDate: '2026-06-30',
      keywords: [],
      negativeKeywords: [],
    });
  });

  it('checks the keyword lists with the domain keyword rules (bid within the max CPC range, no duplicates)', () => {
    const keywords = [
      { text: 'sneakersy damskie', matchType: 'EXACT' as const, bid: 120 },
      { text: 'Sneakersy DAMSKIE', matchType: 'EXACT' as const, bid: null },
    ];
    expect(errors({ keywords }).keywords).toEqual(['This keyword is already on the list with the same match type.']);
    expect(errors({ keywords: [{ text: 'buty', matchType: 'BROAD', bid: 5000 }] }).keywords?.[0]).toMatch(
      /^The bid must be between 1,00.zł and 10,00.zł\.$/,
    );
    expect(errors({ keywords: keywords.slice(0, 1), negativeKeywords: [{ text: 'podróbka', matchType: 'PHRASE' }] })).toEqual({});
  });

  it('requires a name no longer than nameMaxLength', () => {
    expect(errors({ name: '   ' }).name).toEqual(['Campaign name is required.']);
    expect(errors({ name: 'x'.repeat(21) }).name).toEqual(['Campaign name can have at most 20 characters.']);
    expect(errors({ name: 'x'.repeat(20) }).name).toBeUndefined();
  });

  it('keeps max CPC within the configured range, inclusive', () => {
    expect(errors({ maxCpc: '' }).maxCpc).toEqual(['This amount is required.']);
    expect(errors({ maxCpc: 'abc' }).maxCpc).toEqual(['Enter an amount in PLN, e.g. 20,00.']);
    expect(errors({ maxCpc: '0,99' }).maxCpc?.[0]).toMatch(/^Max CPC must be between 1,00.zł and 10,00.zł\.$/);
    expect(errors({ maxCpc: '10,01' }).maxCpc).toHaveLength(1);
    expect(errors({ maxCpc: '1' }).maxCpc).toBeUndefined();
    expect(errors({ maxCpc: '10' }).maxCpc).toBeUndefined();
  });

  it('needs at least one budget, each above its minimum', () => {
    const none = errors({ dailyBudget: '', totalBudget: '' });
    expect(none.dailyBudget).toEqual(['Set a daily budget, a total budget or both.']);
    expect(none.totalBudget).toEqual(['Set a daily budget, a total budget or both.']);
    expect(errors({ dailyBudget: '19,99' }).dailyBudget?.[0]).toMatch(/^Daily budget must be at least 20,00.zł\.$/);
    expect(errors({ dailyBudget: '', totalBudget: '49,99' }).totalBudget?.[0]).toMatch(/at least 50,00.zł/);
    expect(errors({ dailyBudget: '', totalBudget: '50' })).toEqual({});
    expect(errors({ dailyBudget: '20', totalBudget: '' })).toEqual({});
  });

  it('keeps the total budget at least ratio × daily budget', () => {
    expect(errors({ dailyBudget: '30', totalBudget: '59,99' }).totalBudget?.[0]).toMatch(/at least 60,00.zł \(2 × daily budget\)/);
    expect(errors({ dailyBudget: '30', totalBudget: '60' })).toEqual({});
  });

  it('allows 1..maxSkuCount products', () => {
    expect(errors({ skus: [] }).skus).toEqual(['Choose at least one product.']);
    expect(errors({ skus: ['a', 'b', 'c', 'd'] }).skus).toEqual(['Choose at most 3 products.']);
    expect(errors({ skus: ['a', 'b', 'c'] }).skus).toBeUndefined();
  });

  it('refuses a start date in the past and an end date not after the start', () => {
    expect(errors({ startDate: null }).startDate).toEqual(['Start date is required.']);
    expect(errors({ startDate: new Date(2026, 5, 9) }).startDate).toEqual(['Start date cannot be in the past.']);
    expect(errors({ endDate: new Date(2026, 5, 10) }).endDate).toEqual(['The end date should be later than the start date.']);
    expect(errors({ endDate: new Date(2026, 5, 11) }).endDate).toBeUndefined();
    expect(errors({ endDate: new Date(Number.NaN) }).endDate).toEqual(['Enter a valid date.']);
  });

  it('reports every broken field at once', () => {
    expect(Object.keys(errors({ name: '', skus: [], maxCpc: '0', dailyBudget: '1' })).sort()).toEqual([
      'dailyBudget',
      'maxCpc',
      'name',
      'skus',
    ]);
  });

  it("applies the terms' defaults (1,00 zł CPC, 20,00 zł budgets)", () => {
    expect(errors({ maxCpc: '0,99' }, DEFAULT_CAMPAIGN_REQUIREMENTS).maxCpc).toHaveLength(1);
    expect(errors({ dailyBudget: '', totalBudget: '19,99' }, DEFAULT_CAMPAIGN_REQUIREMENTS).totalBudget).toHaveLength(1);
  });
});

describe('creatorFieldOf', () => {
  it('maps server fields and field-less types to form fields', () => {
    expect(creatorFieldOf('END_DATE', 'CampaignValidationException')).toBe('endDate');
    expect(creatorFieldOf('MAX_CPC', 'ValidationException')).toBe('maxCpc');
    expect(creatorFieldOf('maxCpc', 'ValidationException')).toBe('maxCpc');
    expect(creatorFieldOf(undefined, 'CampaignNameNotUniqueException')).toBe('name');
    expect(creatorFieldOf(undefined, 'ResourceNotFoundException')).toBeNull();
    expect(creatorFieldOf('toString', 'ValidationException')).toBeNull();
  });

  it('requires a shop channel and at least one market (docs/requirements.md §5)', () => {
    expect(errors({ channel: '' })).toEqual({ channel: ['Choose the shop channel.'] });
    expect(errors({ markets: [] })).toEqual({ markets: ['Choose at least one market.'] });
  });
});
