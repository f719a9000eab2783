import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { formatDateTime } from '@/lib/format';
import type { AuditLogEntry, AuditLogPage } from '../api/search-audit-log';
import { AUDIT_PAGE_SIZES } from '../audit-log-params';

const json = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** "field: before → after", one line per changed field. */
function Changes({ changes }: { changes: AuditLogEntry['changes'] }) {
  if (!changes?.length) return null;
  return (
    <Stack sx={{ py: 0.5 }}>
      {changes.map((c) => (
        <Typography key={c.field} variant="body2" sx={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>
          {c.field}: {json(c.before)} → {json(c.after)}
        </Typography>
      ))}
    </Stack>
  );
}

/** The audit log entries, newest first, paged by the server (page and size in the URL). */
export function AuditLogTable({
  data,
  loading,
  pagination,
  onPagination,
}: {
  data: AuditLogPage | undefined;
  loading: boolean;
  pagination: GridPaginationModel;
  onPagination: (m: GridPaginationModel) => void;
}) {
  const { t } = useTranslation();
  const columns: GridColDef<AuditLogEntry>[] = [
    { field: 'at', headerName: t('auditLog.columns.at'), minWidth: 140, sortable: false, valueFormatter: (v: string) => formatDateTime(v) },
    {
      field: 'actorEmail',
      headerName: t('auditLog.columns.actor'),
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <span>{row.actorEmail ?? '—'}</span>
          {row.actingAsStaff ? <Chip size="small" color="warning" label={t('auditLog.staffChip')} /> : null}
        </Stack>
      ),
    },
    { field: 'accountId', headerName: t('auditLog.columns.account'), minWidth: 290, sortable: false },
    { field: 'method', headerName: t('auditLog.columns.method'), minWidth: 80, sortable: false },
    { field: 'url', headerName: t('auditLog.columns.url'), flex: 1, minWidth: 260, sortable: false },
    { field: 'status', headerName: t('auditLog.columns.status'), type: 'number', minWidth: 70, sortable: false },
    {
      field: 'changes',
      headerName: t('auditLog.columns.changes'),
      minWidth: 240,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => <Changes changes={row.changes} />,
    },
    { field: 'requestId', headerName: t('auditLog.columns.requestId'), minWidth: 290, sortable: false },
  ];
  return (
    <AppDataGrid<AuditLogEntry>
      aria-label={t('auditLog.title')}
      rows={data?.content ?? []}
      columns={columns}
      loading={loading}
      getRowHeight={() => 'auto'}
      paginationMode="server"
      rowCount={data?.totalElements ?? 0}
      paginationModel={pagination}
      pageSizeOptions={AUDIT_PAGE_SIZES}
      onPaginationModelChange={onPagination}
      localeText={{ noRowsLabel: t('auditLog.empty') }}
    />
  );
}
