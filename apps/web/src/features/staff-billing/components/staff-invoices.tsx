import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '@/components/plain-table/rows-table';
import { notifyError } from '@/lib/api/query-client';
import { withParams } from '@/lib/navigation/url-params';
import { formatDate, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { downloadStaffInvoice, useMarkPaid, useStaffInvoices, type StaffInvoiceQuery } from '../api/staff-billing';
import { KsefCell } from './ksef-cell';

const STATUSES = ['ISSUED', 'DUE', 'PAID', 'OVERDUE', 'REFUND_DUE'] as const;
const COLOUR = { ISSUED: 'info', DUE: 'warning', PAID: 'success', OVERDUE: 'error', REFUND_DUE: 'secondary' } as const;
const SIZE = 20;

/** Filters of the staff invoice list, read from and written to the URL (docs/conventions.md "list filters in the URL"). */
function useInvoiceFilters(): [StaffInvoiceQuery, (patch: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const query: StaffInvoiceQuery = {
    page: Number(params.get('page') ?? 0) || 0,
    size: SIZE,
    ...(status && (STATUSES as readonly string[]).includes(status) ? { status: status as (typeof STATUSES)[number] } : {}),
    ...(params.get('period') ? { period: params.get('period')! } : {}),
    ...(params.get('accountId') ? { accountId: params.get('accountId')! } : {}),
  };
  const set = (patch: Record<string, string | null>) => setParams((prev) => withParams(prev, patch, !('page' in patch)));
  return [query, set];
}

/** Invoices across accounts with status / month / account filters in the URL; mark paid, download PDF; KSeF state and UPO. */
export function StaffInvoices() {
  const { t } = useTranslation();
  const [query, setFilter] = useInvoiceFilters();
  const { data } = useStaffInvoices(query);
  const markPaid = useMarkPaid();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('maropsBilling.status')}
          value={query.status ?? ''}
          onChange={(e) => setFilter({ status: e.target.value || null })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('maropsBilling.all')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`billing.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="month"
          label={t('billing.month')}
          value={query.period ?? ''}
          onChange={(e) => setFilter({ period: e.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('maropsBilling.accountId')}
          value={query.accountId ?? ''}
          onChange={(e) => setFilter({ accountId: e.target.value.trim() || null })}
          sx={{ minWidth: 320 }}
        />
      </Stack>
      {data && data.content.length === 0 ? <Typography color="text.secondary">{t('billing.noInvoices')}</Typography> : null}
      <RowsTable
        label={t('billing.invoices')}
        headers={(['number', 'account', 'period', 'issueDate', 'dueDate', 'gross', 'status', 'ksef', 'actions'] as const).map((c) =>
          t(`maropsBilling.columns.${c}`),
        )}
        rows={data?.content ?? []}
        rowKey={(inv) => inv.id}
        cells={(inv) => (
          <>
            <TableCell>{inv.number}</TableCell>
            <TableCell>{inv.accountName}</TableCell>
            <TableCell>{inv.period}</TableCell>
            <TableCell>{formatDate(inv.issueDate)}</TableCell>
            <TableCell>{formatDate(inv.dueDate)}</TableCell>
            <TableCell>{formatMoney(inv.gross)}</TableCell>
            <TableCell>
              <Chip size="small" color={COLOUR[inv.status]} label={t(`billing.statuses.${inv.status}`)} />
            </TableCell>
            <TableCell>
              <KsefCell invoice={inv} />
            </TableCell>
            <TableCell>
              <Button size="small" onClick={() => void downloadStaffInvoice(inv).catch(notifyError)}>
                PDF
              </Button>
              {inv.status !== 'PAID' ? (
                <Button
                  size="small"
                  aria-label={t('maropsBilling.markPaidOf', { number: inv.number })}
                  onClick={() =>
                    void markPaid
                      .mutateAsync(inv.id)
                      .then(() => toast.success(t('maropsBilling.paid', { number: inv.number })), notifyError)
                  }
                >
                  {t('maropsBilling.markPaid')}
                </Button>
              ) : null}
            </TableCell>
          </>
        )}
      />
      <TablePagination
        component="div"
        count={data?.totalElements ?? 0}
        page={query.page}
        rowsPerPage={SIZE}
        rowsPerPageOptions={[SIZE]}
        onPageChange={(_e, page) => setFilter({ page: String(page) })}
      />
    </Stack>
  );
}
