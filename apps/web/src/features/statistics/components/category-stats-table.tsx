import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import type { StatisticsRow } from '../api/get-statistics';
import { metricColumns } from './metric-columns';

/** Statistics by level-3 category (docs/requirements.md §7 "by category (desc, limited)"), paged in the browser. */
export function CategoryStatsTable({ rows, loading }: { rows: readonly StatisticsRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: GridColDef<StatisticsRow>[] = [
    {
      field: 'categoryId',
      headerName: t('stats.category'),
      flex: 1,
      minWidth: 240,
      // Codes are paths like apparel/topwear/tshirts: shown as the breadcrumb they are.
      valueFormatter: (value: string | null) => (value ? value.split('/').join(' › ') : '—'),
    },
    ...metricColumns(t),
  ];
  return (
    <AppDataGrid<StatisticsRow>
      aria-label={t('stats.byCategory')}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.categoryId ?? '—'}
      loading={loading}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
    />
  );
}
