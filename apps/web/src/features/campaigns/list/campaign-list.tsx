import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useCampaignList } from '../api/get-campaign-list';
import { CampaignsTable } from '../components/campaigns-table';
import { BulkActions, type BulkAction } from './bulk-actions';
import { ListSearch } from './list-search';
import { useListParams } from './use-list-params';

interface CampaignListProps {
  accountId: string;
  kind: 'ACTIVE' | 'ARCHIVES';
  /** Bulk actions offered on selected rows, and how to run one (absent: no selection). */
  bulk?: { actions: readonly BulkAction[]; run: (action: BulkAction, ids: string[]) => Promise<unknown>; pending: boolean };
}

/**
 * One campaign list (ACTIVE or ARCHIVES) of "Campaigns Overview": search, server-side sorting and
 * paging in the URL, per-campaign statistics columns, and bulk actions on the selected rows.
 */
export function CampaignList({ accountId, kind, bulk }: CampaignListProps) {
  const { t } = useTranslation();
  const list = useListParams();
  const [selection, setSelection] = useState<string[]>([]);
  const { data, isFetching } = useCampaignList(accountId, kind, {
    page: list.page,
    size: list.size,
    ...(list.search ? { search: list.search } : {}),
  });

  return (
    <Stack spacing={2}>
      <ListSearch value={list.search} onChange={list.setSearch} />
      {bulk ? (
        <BulkActions
          actions={bulk.actions}
          count={selection.length}
          pending={bulk.pending}
          onConfirm={async (action) => {
            await bulk.run(action, selection);
            setSelection([]);
          }}
        />
      ) : null}
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
        {...(bulk ? { selection, onSelectionChange: setSelection } : {})}
      />
    </Stack>
  );
}
