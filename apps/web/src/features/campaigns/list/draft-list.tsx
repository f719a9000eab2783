import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '@/components/data-grid/data-grid';
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

  const columns: GridColDef<DraftListRow>[] = [
    {
      field: 'name',
      headerName: t('campaigns.columns.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={campaignPaths.draft(accountId, row.id)}>
          {row.name || t('creator.untitled')}
        </Link>
      ),
    },
    { field: 'state', headerName: t('campaigns.columns.state'), minWidth: 110, sortable: false, renderCell: () => <CampaignStateChip state="DRAFT" /> },
    { field: 'skuCount', headerName: t('campaigns.products'), type: 'number', minWidth: 100, valueFormatter: (v: number) => formatNumber(v) },
    { field: 'maxCpc', headerName: t('campaigns.columns.maxCpc'), type: 'number', minWidth: 110, valueFormatter: money },
    { field: 'dailyBudget', headerName: t('campaigns.columns.dailyBudget'), type: 'number', minWidth: 120, valueFormatter: money },
    { field: 'totalBudget', headerName: t('campaigns.columns.totalBudget'), type: 'number', minWidth: 120, valueFormatter: money },
    { field: 'startDate', headerName: t('creator.startDate'), minWidth: 110, valueFormatter: (v: string | null) => formatDate(v) },
    { field: 'updatedAt', headerName: t('campaigns.updatedAt'), minWidth: 150, valueFormatter: (v: string) => formatDateTime(v) },
  ];

  const onSelection = (model: GridRowSelectionModel) =>
    setSelection(model.type === 'include' ? [...model.ids].map(String) : (data?.content ?? []).map((r) => r.id).filter((id) => !model.ids.has(id)));

  const run = async () => {
    const { deleted } = await remove.mutateAsync(selection);
    toast.success(t('campaigns.bulk.done.DELETE', { count: deleted }));
    setSelection([]);
  };

  return (
    <Stack spacing={2}>
      <ListSearch value={list.search} onChange={list.setSearch} />
      <BulkActions actions={['DELETE']} count={selection.length} pending={remove.isPending} onConfirm={run} />
      <AppDataGrid<DraftListRow>
        aria-label={t('campaigns.tabs.DRAFTS')}
        rows={data?.content ?? []}
        columns={columns}
        loading={isFetching}
        paginationMode="server"
        sortingMode="server"
        rowCount={data?.totalElements ?? 0}
        paginationModel={list.pagination}
        pageSizeOptions={[10, 20, 50, 100]}
        onPaginationModelChange={list.setPagination}
        sortModel={list.sortModel}
        onSortModelChange={list.setSort}
        checkboxSelection
        rowSelectionModel={{ type: 'include', ids: new Set(selection) }}
        onRowSelectionModelChange={onSelection}
        localeText={{ noRowsLabel: t('campaigns.emptyDrafts') }}
      />
    </Stack>
  );
}
