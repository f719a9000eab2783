import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import {
  useStatisticsByCategory,
  useStatisticsByDay,
  useStatisticsByProduct,
  useStatisticsBySearchTerm,
  useStatisticsTotals,
} from '../api/get-statistics';
import { CategoryStatsTable } from './category-stats-table';
import { DownloadReportButton } from './download-report-button';
import { MetricCards } from './metric-cards';
import { ProductStatsTable } from './product-stats-table';
import { SearchTermsTable, type SearchTermActions } from './search-terms-table';
import { StatsChart } from './stats-chart';
import { useStatsRange } from './use-stats-range';

/**
 * Statistics of campaigns for a date range: metric cards, a chart by day, tables by product and by
 * category, and by search term (docs/search-placements.md "Search-term report") — five GET /statistics calls — and,
 * for one campaign, "Download report" (XLSX). Range and chart metric live in the URL. `searchTermActions` adds a
 * term as a keyword or negative keyword (the route wires it to the campaigns feature).
 */
export function CampaignStatistics({
  accountId,
  campaignIds,
  searchTermActions,
}: {
  accountId: string;
  campaignIds: string[];
  searchTermActions?: SearchTermActions;
}) {
  const { t } = useTranslation();
  const { from, to, today, metric, setRange, setMetric } = useStatsRange();
  const range = { campaignIds, dateBegin: from, dateEnd: to };
  const totals = useStatisticsTotals(accountId, range);
  const byDay = useStatisticsByDay(accountId, range);
  const byProduct = useStatisticsByProduct(accountId, range);
  const byCategory = useStatisticsByCategory(accountId, range);
  const bySearchTerm = useStatisticsBySearchTerm(accountId, range);
  const [single] = campaignIds.length === 1 ? campaignIds : [];

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <DateRangeFilter from={from} to={to} maxDay={today} fromLabel={t('stats.dateFrom')} toLabel={t('stats.dateTo')} onChange={setRange} />
        {single ? <DownloadReportButton campaignId={single} from={from} to={to} /> : null}
      </Stack>
      <MetricCards totals={totals.data?.totals} loading={totals.isPending} />
      <StatsChart rows={byDay.data?.rows ?? []} from={from} to={to} metric={metric} onMetricChange={setMetric} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, xl: 7 }} component="section" aria-label={t('stats.byProduct')}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('stats.byProduct')}
          </Typography>
          <ProductStatsTable rows={byProduct.data?.rows ?? []} loading={byProduct.isFetching} />
        </Grid>
        <Grid size={{ xs: 12, xl: 5 }} component="section" aria-label={t('stats.byCategory')}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('stats.byCategory')}
          </Typography>
          <CategoryStatsTable rows={byCategory.data?.rows ?? []} loading={byCategory.isFetching} />
        </Grid>
        <Grid size={12} component="section" aria-label={t('searchTerms.title')}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('searchTerms.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('searchTerms.intro')}
          </Typography>
          <SearchTermsTable rows={bySearchTerm.data?.rows ?? []} loading={bySearchTerm.isFetching} actions={searchTermActions} />
        </Grid>
      </Grid>
    </Stack>
  );
}
