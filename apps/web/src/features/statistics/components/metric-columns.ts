import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { StatisticsRow } from '../api/get-statistics';
import { METRIC_FORMAT, METRICS } from '../metrics';

/** The eight metric columns of every statistics table (docs/requirements.md §3), numbers formatted by lib/format. */
export function metricColumns(t: TFunction): GridColDef<StatisticsRow>[] {
  return METRICS.map((metric) => ({
    field: metric,
    headerName: t(`stats.metrics.${metric}`),
    type: 'number',
    minWidth: 100,
    valueFormatter: (value: number | undefined) => METRIC_FORMAT[metric](value),
  }));
}
