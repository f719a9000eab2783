import type { KeywordItem, NegativeKeywordItem } from './keyword-values';

/** The creator form's values as typed (react-hook-form): money as PLN text, dates as Date (docs/requirements.md §5). */
export interface CreatorFormValues {
  name: string;
  /** Shop channel code ('' = not chosen): the main channel, EOBUWIE or ALL. */
  channel: string;
  /** Market codes. */
  markets: string[];
  skus: string[];
  dailyBudget: string;
  totalBudget: string;
  maxCpc: string;
  /** How the daily budget is spent: STANDARD = spread over the day, ACCELERATED = as fast as possible. */
  delivery: Delivery;
  startDate: Date | null;
  endDate: Date | null;
  /** Search keywords and negative keywords (docs/search-placements.md), saved with the draft. */
  keywords: KeywordItem[];
  negativeKeywords: NegativeKeywordItem[];
}

export type Delivery = 'STANDARD' | 'ACCELERATED';
