import { useSearchParams } from 'react-router';
import type { CreatorFormValues } from './creator-schema';

/** The creator's steps, in order: settings → products → budget and bid → review. */
export const STEPS = ['settings', 'products', 'budget', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** Fields validated before leaving a step ("Next"); review validates everything. */
export const STEP_FIELDS: Record<Step, readonly (keyof CreatorFormValues)[]> = {
  settings: ['name', 'channel', 'markets', 'startDate', 'endDate', 'keywords', 'negativeKeywords'],
  products: ['skus'],
  budget: ['dailyBudget', 'totalBudget', 'maxCpc'],
  review: [],
};

export function isStep(value: string | null | undefined): value is Step {
  return typeof value === 'string' && (STEPS as readonly string[]).includes(value);
}

/** The step that holds `field` (to send the advertiser back to an error found on review). */
export function stepOf(field: keyof CreatorFormValues): Step {
  return STEPS.find((s) => STEP_FIELDS[s].includes(field)) ?? 'settings';
}

/**
 * The current step, kept in the URL as `?step=` (docs/conventions.md "wizard step in the URL"); `fallback` (a
 * resumed draft's saved step) applies when the URL names none. Moving pushes a history entry, so the
 * browser's back button goes to the previous step.
 */
export function useCreatorStep(fallback: Step = 'settings') {
  const [params, setParams] = useSearchParams();
  const raw = params.get('step');
  const step: Step = isStep(raw) ? raw : fallback;
  const goTo = (next: Step) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      out.set('step', next);
      return out;
    });
  return { step, index: STEPS.indexOf(step), goTo };
}
