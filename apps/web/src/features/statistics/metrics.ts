import type { Translation } from '@/lib/i18n/en';
import { formatMoney, formatNumber, formatPercent, formatRoas } from '@/lib/format';

/** The eight statistics metrics (docs/requirements.md §3), in the order the cards show them, with their formatters. */
export const METRICS = ['views', 'clicks', 'ctr', 'cost', 'avgCPC', 'salesCount', 'revenue', 'roas'] as const;
export type Metric = (typeof METRICS)[number] & keyof Translation['stats']['metrics'];

/** Money metrics are integer grosze; ctr and roas are ratios; the rest are counts. */
export const METRIC_FORMAT: Record<Metric, (value: number | null | undefined) => string> = {
  views: formatNumber,
  clicks: formatNumber,
  ctr: formatPercent,
  cost: formatMoney,
  avgCPC: formatMoney,
  salesCount: formatNumber,
  revenue: formatMoney,
  roas: formatRoas,
};

export function isMetric(value: string | null): value is Metric {
  return value !== null && (METRICS as readonly string[]).includes(value);
}
