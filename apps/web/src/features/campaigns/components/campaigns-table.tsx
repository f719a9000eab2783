import Link from '@mui/material/Link';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useActiveCampaigns, type ActiveCampaign } from '../api/get-active-campaigns';
import { CampaignStateChip } from './campaign-state-chip';

const DEFAULT_SIZE = 20;

function readPage(params: URLSearchParams): GridPaginationModel {
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? DEFAULT_SIZE);
  return { page: Number.isInteger(page) && page >= 0 ? page : 0, pageSize: [10, 20, 25, 50, 100].includes(size) ? size : DEFAULT_SIZE };
}

/** Active campaigns of the account with budgets, spend and statistics; page and size live in the URL. */
export function CampaignsTable({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const pagination = readPage(search);
  const { data, isFetching } = useActiveCampaigns(accountId, { page: pagination.page, size: pagination.pageSize });

  const money = (field: 'maxCpc' | 'dailyBudget' | 'totalBudget' | 'spentTotal', header: string): GridColDef<ActiveCampaign> => ({
    field,
    headerName: header,
    type: 'number',
    minWidth: 120,
    valueFormatter: (value: number | null) => (value === null ? t('campaigns.noLimit') : formatMoney(value)),
  });
  const stat = (field: 'views' | 'clicks' | 'ctr' | 'cost', header: string, format: (v: number) => string): GridColDef<ActiveCampaign> => ({
    field,
    headerName: header,
    type: 'number',
    minWidth: 100,
    valueGetter: (_value, row) => row.statistics[field],
    valueFormatter: (value: number) => format(value),
  });

  const columns: GridColDef<ActiveCampaign>[] = [
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
      renderCell: ({ row }) => <CampaignStateChip state={row.state} />,
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

  return (
    <AppDataGrid<ActiveCampaign>
      aria-label={t('routes.campaignsList')}
      rows={data?.content ?? []}
      columns={columns}
      loading={isFetching}
      paginationMode="server"
      rowCount={data?.totalElements ?? 0}
      paginationModel={pagination}
      pageSizeOptions={[10, 20, 50, 100]}
      onPaginationModelChange={(model) =>
        setSearch(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('page', String(model.page));
            next.set('size', String(model.pageSize));
            return next;
          },
          { replace: true },
        )
      }
      localeText={{ noRowsLabel: t('campaigns.empty') }}
    />
  );
}
