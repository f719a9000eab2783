import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/api/query-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { useBillingCloses, useRunClose } from '../api/staff-billing';

/** Month-close status (runs, invoices made, errors) and a re-run of any ended month. */
export function MonthCloses() {
  const { t } = useTranslation();
  const { data } = useBillingCloses();
  const run = useRunClose();
  const [period, setPeriod] = useState('');
  const start = (p: string) =>
    void run
      .mutateAsync(p)
      .then((r) => toast.success(t('maropsBilling.closeDone', { period: r.period, n: r.invoicesCreated, status: r.status })), notifyError);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          type="month"
          label={t('maropsBilling.closeMonth')}
          value={period}
          onChange={(e) => setPeriod(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" disabled={!period} loading={run.isPending} onClick={() => start(period)}>
          {t('maropsBilling.runClose')}
        </Button>
      </Stack>
      <Table size="small" aria-label={t('maropsBilling.closes')}>
        <TableHead>
          <TableRow>
            {(['period', 'status', 'runs', 'invoices', 'finished', 'error'] as const).map((c) => (
              <TableCell key={c}>{t(`maropsBilling.closeColumns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((c) => (
            <TableRow key={c.period}>
              <TableCell>{c.period}</TableCell>
              <TableCell>{c.status}</TableCell>
              <TableCell>{c.runs}</TableCell>
              <TableCell>{c.invoicesCreated}</TableCell>
              <TableCell>{c.finishedAt ? formatDateTime(c.finishedAt) : '—'}</TableCell>
              <TableCell>{c.error ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
