import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '@/components/list-table/list-table';
import { useChannels } from '@/lib/config/services-config';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { useDeleteCampaignDrafts } from '../api/delete-campaign-drafts';
import { useDraftList, type DraftListRow } from '../api/get-draft-list';
import { CampaignStateChip } from '../components/campaign-state-chip';
import { campaignPaths } from '../paths';
import { BulkActions } from './bulk-actions';
import { ListSearch } from './list-search';
import { useListParams } from './use-list-params';

const DEFAULT_SORT = 'updatedAt,DESC';

/**
 * The DRAFTS list: drafts open in the creator ("Campaign Draft"); selected drafts can be deleted
 * (DELETE /campaign-drafts) behind a confirm dialog. Search, sorting and paging in the URL.
 */
export function DraftList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { channelLabel, marketsLabel } = useChannels();
  const list = useListParams();
  const [selection, setSelection] = useState<string[]>([]);
  const remove = useDeleteCampaignDrafts(accountId);
  const { data, isFetching } = useDraftList(accountId, {
    page: list.page,
    size: list.size,
    sort: list.sort ?? DEFAULT_SORT,
    ...(list.search ? { search: list.search } : {}),
  });
  const money = (v: number | null) => (v === null ? t('creator.notSet') : formatMoney(v));

  const columns: ListColumn<DraftListRow>[] = [
    {
      field: 'name',
      header: t('campaigns.columns.name'),
      grow: true,
      minWidth: 200,
      render: (row) => (
        <Link component={RouterLink} to={campaignPaths.draft(accountId, row.id)}>
          {row.name || t('creator.untitled')}
        </Link>
      ),
    },
    {
      field: 'state',
      header: t('campaigns.columns.state'),
      minWidth: 110,
      sortable: false,
      render: () => <CampaignStateChip state="DRAFT" />,
    },
    { field: 'channel', header: t('creator.channel'), minWidth: 150, sortable: false, render: (row) => channelLabel(row.channel) },
    { field: 'markets', header: t('creator.markets'), minWidth: 100, sortable: false, render: (row) => marketsLabel(row.markets) },
    { field: 'skuCount', header: t('campaigns.products'), align: 'right', minWidth: 100, render: (row) => formatNumber(row.skuCount) },
    { field: 'maxCpc', header: t('campaigns.columns.maxCpc'), align: 'right', minWidth: 110, render: (row) => money(row.maxCpc) },
    {
      field: 'dailyBudget',
      header: t('campaigns.columns.dailyBudget'),
      align: 'right',
      minWidth: 120,
      render: (row) => money(row.dailyBudget),
    },
    {
      field: 'totalBudget',
      header: t('campaigns.columns.totalBudget'),
      align: 'right',
      minWidth: 120,
      render: (row) => money(row.totalBudget),
    },
    { field: 'startDate', header: t('creator.startDate'), minWidth: 110, render: (row) => formatDate(row.startDate) },
    { field: 'updatedAt', header: t('campaigns.updatedAt'), minWidth: 150, render: (row) => formatDateTime(row.updatedAt) },
  ];

  const run = async () => {
    const { deleted } = await remove.mutateAsync(selection);
    toast.success(t('campaigns.bulk.done.DELETE', { count: deleted }));
    setSelection([]);
  };

  return (
    <Stack spacing={2}>
      <ListSearch value={list.search} onChange={list.setSearch} />
      <BulkActions actions={['DELETE']} count={selection.length} pending={remove.isPending} onConfirm={run} />
      <ListTable<DraftListRow>
        aria-label={t('campaigns.tabs.DRAFTS')}
        rows={data?.content ?? []}
        columns={columns}
        loading={isFetching}
        rowCount={data?.totalElements ?? 0}
        pagination={list.pagination}
        pageSizeOptions={[10, 20, 50, 100]}
        onPaginationChange={list.setPagination}
        sortModel={list.sortModel}
        onSortChange={list.setSort}
        selection={selection}
        onSelectionChange={setSelection}
        emptyText={t('campaigns.emptyDrafts')}
      />
    </Stack>
  );
}
