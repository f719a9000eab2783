import { describe, expect, it } from 'vitest';
import { emptyCreatorValues } from './creator-schema';
import { toDraftInput, toFormValues } from './draft-values';

describe('draft values', () => {
  it('saves whatever the form holds so far: grosze or null, Warsaw days or null, and the step', () => {
    const values = { ...emptyCreatorValues(new Date(2026, 5, 10)), name: ' Summer ', skus: ['A1'], dailyBudget: '25,5', maxCpc: 'abc' };
    expect(toDraftInput(values, 'products')).toEqual({
      name: 'Summer',
      channel: null,
      markets: [],
      skus: ['A1'],
      dailyBudget: 2550,
      totalBudget: null,
      maxCpc: null,
      delivery: 'STANDARD',
      startDate: '2026-06-10',
      endDate: null,
      keywords: [],
      negativeKeywords: [],
      step: 'products',
    });
  });

  it('turns a saved draft back into form values', () => {
    const form = toFormValues(
      { name: 'S', skus: ['A1'], dailyBudget: 2000, totalBudget: null, maxCpc: 150, startDate: '2026-06-10', endDate: null },
      null,
    );
    expect(form).toMatchObject({ name: 'S', skus: ['A1'], dailyBudget: '20,00', totalBudget: '', maxCpc: '1,50', endDate: null });
    expect(form.startDate?.getDate()).toBe(10);
  });
});
