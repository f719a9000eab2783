import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn, type ListPagination, type ListSortModel } from '@/components/list-table/list-table';
import { useChannels } from '@/lib/config/services-config';
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
  pagination: ListPagination;
  onPaginationChange: (model: ListPagination) => void;
  sortModel: ListSortModel;
  onSortChange: (model: ListSortModel) => void;
  /** Row selection for bulk actions; absent = no checkboxes. */
  selection?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
}

/**
 * Campaigns with budgets, spend and their statistics for the list's range; paging and sorting are the
 * server's (state in the URL, see useListParams). A ListTable, not the DataGrid: the list is the page
 * advertisers open first.
 */
export function CampaignsTable(props: CampaignsTableProps) {
  const { accountId, selection, onSelectionChange } = props;
  const { t } = useTranslation();
  const { channelLabel, marketsLabel } = useChannels();

  const money = (field: 'maxCpc' | 'dailyBudget' | 'totalBudget' | 'spentTotal', header: string): ListColumn<CampaignListRow> => ({
    field,
    header,
    align: 'right',
    minWidth: 120,
    render: (row) => (row[field] === null ? t('campaigns.noLimit') : formatMoney(row[field])),
  });
  const stat = (
    field: 'views' | 'clicks' | 'ctr' | 'cost',
    header: string,
    format: (v: number) => string,
  ): ListColumn<CampaignListRow> => ({
    field,
    header,
    align: 'right',
    minWidth: 100,
    render: (row) => format(row.statistics[field]),
  });

  const columns: ListColumn<CampaignListRow>[] = [
    {
      field: 'name',
      header: t('campaigns.columns.name'),
      grow: true,
      minWidth: 200,
      render: (row) => (
        <Link component={RouterLink} to={paths.campaignOverview(accountId, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'state',
      header: t('campaigns.columns.state'),
      minWidth: 170,
      sortable: false,
      render: (row) => <CampaignStateChip state={row.state} />,
    },
    { field: 'channel', header: t('creator.channel'), minWidth: 150, sortable: false, render: (row) => channelLabel(row.channel) },
    { field: 'markets', header: t('creator.markets'), minWidth: 100, sortable: false, render: (row) => marketsLabel(row.markets) },
    {
      field: 'startDate',
      header: t('campaigns.columns.dates'),
      minWidth: 190,
      render: (row) => `${formatDate(row.startDate)} – ${row.endDate ? formatDate(row.endDate) : t('campaigns.noEndDate')}`,
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
    <ListTable<CampaignListRow>
      aria-label={props.label}
      rows={props.rows}
      columns={columns}
      loading={props.loading}
      rowCount={props.rowCount}
      pagination={props.pagination}
      pageSizeOptions={[10, 20, 50, 100]}
      onPaginationChange={props.onPaginationChange}
      sortModel={props.sortModel}
      onSortChange={props.onSortChange}
      emptyText={props.emptyText}
      {...(selection !== undefined && onSelectionChange ? { selection, onSelectionChange } : {})}
    />
  );
}
