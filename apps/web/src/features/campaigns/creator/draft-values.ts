import type { Day } from '@ads/domain';
import { dateToDay, dayToDate } from '@/lib/days';
import { formatMoneyInput, parseMoneyInput } from '@/lib/format';
import type { DraftInput } from '../api/create-campaign-draft';
import type { CreatorFormValues } from './creator-schema';
import { toKeywordLists, type KeywordItem, type NegativeKeywordItem } from './keyword-values';

/** What a saved draft or campaign gives back to the form (the draft's and the campaign's common fields). */
export interface SavedValues {
  name: string;
  channel?: string | null;
  markets?: readonly string[];
  skus?: readonly string[];
  dailyBudget: number | null;
  totalBudget: number | null;
  maxCpc: number | null;
  delivery?: string;
  startDate: Day | null;
  endDate: Day | null;
  keywords?: readonly KeywordItem[];
  negativeKeywords?: readonly NegativeKeywordItem[];
}

const validDay = (d: Date | null): Day | null => (d instanceof Date && !Number.isNaN(d.getTime()) ? dateToDay(d) : null);

/**
 * The body of POST/PATCH /campaign-drafts for "Save as draft" at any step: whatever the form holds so
 * far, unvalidated — money typed as PLN text becomes grosze or null when it does not parse, dates
 * become Warsaw days or null. `step` records where the advertiser was, to resume there.
 */
export function toDraftInput(values: CreatorFormValues, step: string): DraftInput {
  return {
    name: values.name.trim(),
    channel: values.channel || null,
    markets: values.markets,
    skus: values.skus,
    dailyBudget: parseMoneyInput(values.dailyBudget),
    totalBudget: parseMoneyInput(values.totalBudget),
    maxCpc: parseMoneyInput(values.maxCpc),
    delivery: values.delivery,
    startDate: validDay(values.startDate),
    endDate: validDay(values.endDate),
    keywords: values.keywords,
    negativeKeywords: values.negativeKeywords,
    step,
  };
}

/** The form's values for a saved draft or campaign (grosze as PLN text, days as picker dates). */
export function toFormValues(saved: SavedValues, fallbackStart: Date | null): CreatorFormValues {
  return {
    name: saved.name,
    channel: saved.channel ?? '',
    markets: [...(saved.markets ?? [])],
    skus: [...(saved.skus ?? [])],
    dailyBudget: formatMoneyInput(saved.dailyBudget),
    totalBudget: formatMoneyInput(saved.totalBudget),
    maxCpc: formatMoneyInput(saved.maxCpc),
    delivery: saved.delivery === 'ACCELERATED' ? 'ACCELERATED' : 'STANDARD',
    startDate: dayToDate(saved.startDate) ?? fallbackStart,
    endDate: dayToDate(saved.endDate),
    ...toKeywordLists(saved),
  };
}
