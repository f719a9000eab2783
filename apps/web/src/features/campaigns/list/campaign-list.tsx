import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { addDaysToDay, todayInWarsaw } from '@/lib/days';
import { toast } from '@/lib/toast/toast-store';
import { useCampaignList } from '../api/get-campaign-list';
import { useSetUserStatus } from '../api/set-user-status';
import { CampaignsTable } from '../components/campaigns-table';
import { BulkActions, type BulkAction } from './bulk-actions';
import { ListSearch } from './list-search';
import { useListParams } from './use-list-params';

/** The server's default order: newest first. */
const DEFAULT_SORT = 'createdAt,DESC';
/** Archived is final (docs/requirements.md §4), so the archive list offers no status change. */
const ACTIONS: Record<'ACTIVE' | 'ARCHIVES', readonly BulkAction[]> = { ACTIVE: ['PAUSED', 'ACTIVE', 'ARCHIVED'], ARCHIVES: [] };

/**
 * One campaign list (ACTIVE or ARCHIVES) of "Campaigns Overview": search, statistics range,
 * server-side sorting and paging in the URL, per-campaign statistics columns, and bulk pause / activate / archive of the
 * selected rows (PUT /campaigns/user-status) behind a confirm dialog.
 */
export function CampaignList({ accountId, kind }: { accountId: string; kind: 'ACTIVE' | 'ARCHIVES' }) {
  const { t } = useTranslation();
  const list = useListParams();
  const [selection, setSelection] = useState<string[]>([]);
  const setStatus = useSetUserStatus(accountId);
  const today = todayInWarsaw();
  // Statistics columns cover the last 30 Warsaw days unless the URL names a range.
  const range = { from: list.from ?? addDaysToDay(today, -29), to: list.to ?? today };
  const { data, isFetching } = useCampaignList(accountId, kind, {
    page: list.page,
    size: list.size,
    sort: list.sort ?? DEFAULT_SORT,
    ...(list.search ? { search: list.search } : {}),
    dateBegin: range.from,
    dateEnd: range.to,
  });
  const actions = ACTIONS[kind];

  const run = async (action: BulkAction) => {
    if (action === 'DELETE') return;
    const { updated } = await setStatus.mutateAsync({ userStatus: action, campaignIds: selection });
    toast.success(t(`campaigns.bulk.done.${action}`, { count: updated }));
    setSelection([]);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <ListSearch value={list.search} onChange={list.setSearch} />
        <DateRangeFilter
          from={range.from}
          to={range.to}
          maxDay={today}
          fromLabel={t('stats.dateFrom')}
          toLabel={t('stats.dateTo')}
          onChange={list.setRange}
        />
      </Stack>
      <BulkActions actions={actions} count={selection.length} pending={setStatus.isPending} onConfirm={run} />
      <CampaignsTable
        accountId={accountId}
        label={t(`campaigns.tabs.${kind}`)}
        rows={data?.content ?? []}
        rowCount={data?.totalElements ?? 0}
        loading={isFetching}
        emptyText={kind === 'ACTIVE' ? t('campaigns.empty') : t('campaigns.emptyArchived')}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        sortModel={list.sortModel}
        onSortChange={list.setSort}
        {...(actions.length > 0 ? { selection, onSelectionChange: setSelection } : {})}
      />
    </Stack>
  );
}
