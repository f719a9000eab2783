import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { useAccountView } from '@/lib/account-view';
import type { StatisticsRow } from '../api/get-statistics';
import { metricColumns } from './metric-columns';

/** Statistics by product (docs/requirements.md §7 "by product (desc)"), paged in the browser. */
export function ProductStatsTable({ rows, loading }: { rows: readonly StatisticsRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const view = useAccountView();
  const columns: GridColDef<StatisticsRow>[] = [
    {
      field: 'productName',
      headerName: t('stats.product'),
      flex: 1,
      minWidth: 260,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Avatar variant="rounded" src={row.productImageUrl ?? undefined} alt="" sx={{ width: 28, height: 28 }} />
          <Stack sx={{ minWidth: 0, lineHeight: 1.2 }}>
            <Typography variant="body2" noWrap>
              {row.productName ?? row.productId}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {row.productId}
            </Typography>
          </Stack>
        </Stack>
      ),
    },
    // A BRAND account of one brand sees no brand column: every row would name the same brand (docs/requirements.md §6.5).
    ...(view?.brandColumn === false ? [] : [{ field: 'productBrand', headerName: t('stats.brand'), minWidth: 140 }]),
    ...metricColumns(t),
  ];
  return (
    <AppDataGrid<StatisticsRow>
      aria-label={t('stats.byProduct')}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.productId ?? ''}
      loading={loading}
      rowHeight={56}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
    />
  );
}
