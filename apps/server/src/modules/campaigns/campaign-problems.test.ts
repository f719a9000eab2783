import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startCampaignKit, VALID, type CampaignKit } from '../../testing/campaigns.testkit';

/**
 * The exact problem details (type, title, status, detail, field, exception) of docs/requirements.md §5 campaign rules: the
 * rules live in packages/domain/src/limits.ts, the wording the API answers with must not drift.
 */
describe('campaign rule problems (docs/requirements.md §5, §8)', () => {
  let kit: CampaignKit;
  beforeAll(async () => {
    kit = await startCampaignKit({ env: { MAX_SKU_COUNT: '3', CAMPAIGN_NAME_MAX_LENGTH: '20' } });
  });
  afterAll(() => kit?.close());

  const problem = (type: string, title: string, detail: string | undefined, field: string) => ({
    type,
    title,
    status: 400,
    ...(detail ? { detail } : {}),
    field,
    instance: expect.any(String),
    // docs/conventions.md "Errors": the error object's exception and its machine-readable properties.
    exception: type,
    properties: expect.any(Object),
  });
  const invalid = (detail: string, field: string) => problem('ValidationException', 'Validation exception occurred', detail, field);
  let n = 0;

  it('drafts: a name too long, too many SKUs (catalogue message alone)', async () => {
    const long = await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'x'.repeat(21) });
    expect(await json(long)).toEqual(invalid('Campaign name can have at most 20 characters.', 'NAME'));
    const many = await kit.call('POST', '/campaign-drafts', { ...VALID, name: 'Many', skus: ['1', '2', '3', '4'] });
    expect(await json(many)).toEqual(problem('TooManySkusException', 'Too many SKU numbers entered.', undefined, 'SKUS'));
  });

  it.each([
    [{ name: '   ' }, invalid('Campaign name is required.', 'NAME')],
    [{ maxCpc: 99 }, invalid('Max CPC must be between 1.00 PLN and 100.00 PLN.', 'MAX_CPC')],
    [{ dailyBudget: null, totalBudget: null }, invalid('Set a daily budget, a total budget or both.', 'BUDGET')],
    [{ dailyBudget: 1999 }, invalid('Daily budget must be at least 20.00 PLN.', 'DAILY_BUDGET')],
    [{ totalBudget: 1999 }, invalid('Total budget must be at least 20.00 PLN.', 'TOTAL_BUDGET')],
    [{ totalBudget: 4999 }, invalid('Total budget cannot be lower than the daily budget.', 'TOTAL_BUDGET')],
    [{ startDate: null }, invalid('Start date is required.', 'START_DATE')],
    [{ startDate: '2026-11-20' }, invalid('The start date cannot be in the past.', 'START_DATE')],
    [{ skus: [] }, invalid('Choose at least one product.', 'SKUS')],
    [
      { endDate: '2026-11-21' },
      problem('CampaignValidationException', 'Campaign validation error', 'The end date should be later than the start date.', 'END_DATE'),
    ],
  ])('publishing %o', async (change, expected) => {
    const draft = await json(await kit.call('POST', '/campaign-drafts', { ...VALID, name: `Rule ${++n}`, ...change }));
    expect(await json(await kit.call('POST', `/campaigns/${draft.id}`, { termsVersion: 1 }))).toEqual(expected);
  });

  it('editing and inventory keep their own wording', async () => {
    const later = await kit.publish({ startDate: '2026-11-25' });
    const past = await kit.call('PATCH', `/campaigns/${later.id}`, { startDate: '2026-11-20' });
    expect(await json(past)).toEqual(invalid('The start date cannot be in the past.', 'START_DATE'));
    const c = await kit.publish({ skus: ['1'] });
    const many = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToAdd: ['2', '3', '4'] });
    expect(await json(many)).toEqual(
      problem('TooManySkusException', 'Too many SKU numbers entered.', '4 SKUs; at most 3 per campaign.', 'SKUS'),
    );
    const empty = await kit.call('PATCH', `/campaigns/${c.id}/inventory`, { skusToRemove: ['1'] });
    expect(await json(empty)).toEqual(invalid('A campaign keeps at least one product.', 'SKUS'));
  });
});
