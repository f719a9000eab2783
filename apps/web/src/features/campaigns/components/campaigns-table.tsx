import Link from '@mui/material/Link';
import type { GridColDef, GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { formatDate, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { CampaignListRow } from '../api/get-campaign-list';
import { CampaignStateChip } from './campaign-state-chip';

interface CampaignsTableProps {
  accountId: string;
  label: string;
  rows: readonly CampaignListRow[];
  rowCount: number;
  loading: boolean;
  emptyText: string;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortChange: (model: GridSortModel) => void;
  /** Row selection for bulk actions; absent = no checkboxes. */
  selection?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
}

/**
 * Campaigns with budgets, spend and their statistics for the list's range; paging and sorting are the
 * server's (state in the URL, see useListParams).
 */
export function CampaignsTable(props: CampaignsTableProps) {
  const { accountId, selection, onSelectionChange } = props;
  const { t } = useTranslation();

  const money = (field: 'maxCpc' | 'dailyBudget' | 'totalBudget' | 'spentTotal', header: string): GridColDef<CampaignListRow> => ({
    field,
    headerName: header,
    type: 'number',
    minWidth: 120,
    valueFormatter: (value: number | null) => (value === null ? t('campaigns.noLimit') : formatMoney(value)),
  });
  const stat = (field: 'views' | 'clicks' | 'ctr' | 'cost', header: string, format: (v: number) => string): GridColDef<CampaignListRow> => ({
    field,
    headerName: header,
    type: 'number',
    minWidth: 100,
    valueGetter: (_value, row) => row.statistics[field],
    valueFormatter: (value: number) => format(value),
  });

  const columns: GridColDef<CampaignListRow>[] = [
    {
      field: 'name',
      headerName: t('campaigns.columns.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={paths.campaignOverview(accountId, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'state',
      headerName: t('campaigns.columns.state'),
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => <CampaignStateChip state={row.state} />,
    },
    {
      field: 'startDate',
      headerName: t('campaigns.columns.dates'),
      minWidth: 190,
      valueFormatter: (_v, row) => `${formatDate(row.startDate)} – ${row.endDate ? formatDate(row.endDate) : t('campaigns.noEndDate')}`,
    },
    money('maxCpc', t('campaigns.columns.maxCpc')),
    money('dailyBudget', t('campaigns.columns.dailyBudget')),
    money('totalBudget', t('campaigns.columns.totalBudget')),
    money('spentTotal', t('campaigns.columns.spent')),
    stat('views', t('campaigns.columns.views'), formatNumber),
    stat('clicks', t('campaigns.columns.clicks'), formatNumber),
    stat('ctr', t('campaigns.columns.ctr'), formatPercent),
    stat('cost', t('campaigns.columns.cost'), formatMoney),
  ];

  const onSelection = (model: GridRowSelectionModel) =>
    onSelectionChange?.(
      model.type === 'include' ? [...model.ids].map(String) : props.rows.map((r) => r.id).filter((id) => !model.ids.has(id)),
    );

  return (
    <AppDataGrid<CampaignListRow>
      aria-label={props.label}
      rows={props.rows}
      columns={columns}
      loading={props.loading}
      paginationMode="server"
      sortingMode="server"
      rowCount={props.rowCount}
      paginationModel={props.pagination}
      pageSizeOptions={[10, 20, 50, 100]}
      onPaginationModelChange={props.onPaginationChange}
      sortModel={props.sortModel}
      onSortModelChange={props.onSortChange}
      checkboxSelection={selection !== undefined}
      rowSelectionModel={{ type: 'include', ids: new Set(selection ?? []) }}
      onRowSelectionModelChange={onSelection}
      localeText={{ noRowsLabel: props.emptyText }}
    />
  );
}
