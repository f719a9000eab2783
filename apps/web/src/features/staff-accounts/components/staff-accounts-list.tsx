import { useMemo, useState, useEffect } from 'react';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { useStaffAccounts, type StaffAccountRow } from '../api/get-staff-accounts';
import { AccountStatusChip } from './account-status-chip';
import { useAccountListParams } from './use-account-list-params';

/**
 * The staff home: every advertiser account with month-to-date spend, running campaigns and
 * last activity; search (name, member e-mail, tax id), type and status filters, sorting and paging in
 * the URL. A name opens the account's staff detail.
 */
export function StaffAccountsList() {
  const { t } = useTranslation();
  const list = useAccountListParams();
  const { data, isFetching } = useStaffAccounts(list.state);
  const [search, setSearch] = useState(list.state.search ?? '');
  // Typing updates the URL after a pause, so each key press is not a request.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== (list.state.search ?? '')) list.setFilter('q', search.trim());
    }, 300);
    return () => clearTimeout(timer);
    // Only the typed text starts the timer (the URL setter is stable in behaviour).
  }, [search]);

  const columns = useMemo<GridColDef<StaffAccountRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('staffAccounts.columns.name'),
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/marops/accounts/${row.id}`}>
            {row.name || t('accounts.unnamed')}
          </Link>
        ),
      },
      {
        field: 'type',
        headerName: t('staffAccounts.columns.type'),
        width: 110,
        valueFormatter: (v: StaffAccountRow['type']) => t(`accounts.types.${v}`),
      },
      {
        field: 'status',
        headerName: t('staffAccounts.columns.status'),
        width: 130,
        renderCell: ({ row }) => <AccountStatusChip status={row.status} />,
      },
      { field: 'taxId', headerName: t('staffAccounts.columns.taxId'), width: 140, sortable: false },
      {
        field: 'spendMtd',
        headerName: t('staffAccounts.columns.spendMtd'),
        width: 140,
        type: 'number',
        valueFormatter: (v: number) => formatMoney(v),
      },
      {
        field: 'runningCampaigns',
        headerName: t('staffAccounts.columns.runningCampaigns'),
        width: 130,
        type: 'number',
        sortable: false,
        valueFormatter: (v: number) => formatNumber(v),
      },
      {
        field: 'lastActivityAt',
        headerName: t('staffAccounts.columns.lastActivityAt'),
        width: 170,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      {
        field: 'lastTrafficDay',
        headerName: t('staffAccounts.columns.lastTrafficDay'),
        width: 140,
        sortable: false,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : '—'),
      },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={t('staffAccounts.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          sx={{ minWidth: { md: 320 } }}
        />
        <TextField
          select
          size="small"
          label={t('staffAccounts.columns.type')}
          value={list.state.type ?? ''}
          onChange={(e) => list.setFilter('type', e.target.value || null)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('staffAccounts.all')}</MenuItem>
          <MenuItem value="BRAND">{t('accounts.types.BRAND')}</MenuItem>
          <MenuItem value="MERCHANT">{t('accounts.types.MERCHANT')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('staffAccounts.columns.status')}
          value={list.state.status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value || null)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('staffAccounts.all')}</MenuItem>
          {(['ACTIVE', 'SUSPENDED', 'TERMINATED', 'BANNED'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`staffAccounts.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <AppDataGrid<StaffAccountRow>
        aria-label={t('staffAccounts.title')}
        rows={data?.content ?? []}
        columns={columns}
        loading={isFetching}
        paginationMode="server"
        sortingMode="server"
        rowCount={data?.totalElements ?? 0}
        paginationModel={list.pagination}
        pageSizeOptions={[10, 25, 50, 100]}
        onPaginationModelChange={list.setPagination}
        sortModel={list.sortModel}
        onSortModelChange={list.setSort}
        localeText={{ noRowsLabel: t('staffAccounts.empty') }}
      />
    </Stack>
  );
}
