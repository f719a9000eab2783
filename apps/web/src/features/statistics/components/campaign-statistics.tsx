import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { useStatisticsByDay, useStatisticsByProduct, useStatisticsTotals } from '../api/get-statistics';
import { MetricCards } from './metric-cards';
import { ProductStatsTable } from './product-stats-table';
import { StatsChart } from './stats-chart';
import { useStatsRange } from './use-stats-range';

/**
 * Statistics of campaigns for a date range: metric cards, a chart by day, a table by product —
 * three GET /statistics calls. Range and chart metric live in the URL.
 */
export function CampaignStatistics({ accountId, campaignIds }: { accountId: string; campaignIds: string[] }) {
  const { t } = useTranslation();
  const { from, to, today, metric, setRange, setMetric } = useStatsRange();
  const range = { campaignIds, dateBegin: from, dateEnd: to };
  const totals = useStatisticsTotals(accountId, range);
  const byDay = useStatisticsByDay(accountId, range);
  const byProduct = useStatisticsByProduct(accountId, range);

  return (
    <Stack spacing={3}>
      <DateRangeFilter from={from} to={to} maxDay={today} fromLabel={t('stats.dateFrom')} toLabel={t('stats.dateTo')} onChange={setRange} />
      <MetricCards totals={totals.data?.totals} loading={totals.isPending} />
      <StatsChart rows={byDay.data?.rows ?? []} from={from} to={to} metric={metric} onMetricChange={setMetric} />
      <section aria-label={t('stats.byProduct')}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('stats.byProduct')}
        </Typography>
        <ProductStatsTable rows={byProduct.data?.rows ?? []} loading={byProduct.isFetching} />
      </section>
    </Stack>
  );
}
