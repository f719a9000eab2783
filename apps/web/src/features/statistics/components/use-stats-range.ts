import { isDay } from '@ads/domain';
import { useSearchParams } from 'react-router';
import { addDaysToDay, todayInWarsaw } from '@/lib/days';
import { isMetric, type Metric } from '../metrics';

/** Default range: the last 30 Warsaw days including today (the server's default too). */
const DEFAULT_DAYS = 30;

/**
 * Statistics view state kept in the URL (docs/conventions.md "URL state"): `from`, `to` (Warsaw days) and the
 * chart's `metric`.
 */
export function useStatsRange() {
  const [params, setParams] = useSearchParams();
  const today = todayInWarsaw();
  const toParam = params.get('to');
  const to = toParam && isDay(toParam) ? toParam : today;
  const fromParam = params.get('from');
  const from = fromParam && isDay(fromParam) && fromParam <= to ? fromParam : addDaysToDay(to, -(DEFAULT_DAYS - 1));
  const metricParam = params.get('metric');
  const metric: Metric = isMetric(metricParam) ? metricParam : 'clicks';

  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
        return next;
      },
      { replace: true },
    );

  return {
    from,
    to,
    today,
    metric,
    setRange: (range: { from: string; to: string }) => update(range),
    setMetric: (m: Metric) => update({ metric: m }),
  };
}
