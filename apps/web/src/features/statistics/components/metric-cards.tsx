import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { MetricCard } from '@/components/metric-card';
import { METRIC_FORMAT, METRICS } from '../metrics';
import type { StatisticsResponse } from '../api/get-statistics';

/** The eight metric cards (views, clicks, CTR, cost, avg. CPC, sales, revenue, ROAS) for a range. */
export function MetricCards({ totals, loading }: { totals: StatisticsResponse['totals'] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} component="section" aria-label={t('stats.summary')}>
      {METRICS.map((metric) => (
        <Grid key={metric} size={{ xs: 6, md: 3 }}>
          <MetricCard
            label={t(`stats.metrics.${metric}`)}
            value={METRIC_FORMAT[metric](totals?.[metric] ?? 0)}
            loading={loading && !totals}
          />
        </Grid>
      ))}
    </Grid>
  );
}
