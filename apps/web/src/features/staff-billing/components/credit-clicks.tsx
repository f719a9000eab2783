import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/api/query-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { useCreditClicks, useLedgerClicks } from '../api/staff-billing';

/** Credit invalid or disputed clicks of an account's month with a reason (a correction follows for an invoiced month). */
export function CreditClicks() {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState('');
  const [month, setMonth] = useState('');
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const clicks = useLedgerClicks(accountId.trim(), month);
  const credit = useCreditClicks();
  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    void credit.mutateAsync({ clickIds: [...chosen], reason }).then((r) => {
      toast.success(t('maropsBilling.credited', { n: r.credited, corrections: r.corrections }));
      setChosen(new Set());
      setReason('');
    }, notifyError);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('maropsBilling.accountId')}
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <TextField
          type="month"
          label={t('maropsBilling.clicksMonth')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {clicks.data ? (
        <Table size="small" aria-label={t('maropsBilling.clicks')}>
          <TableHead>
            <TableRow>
              {(['choose', 'click', 'at', 'campaign', 'product', 'cost', 'reason', 'credit'] as const).map((c) => (
                <TableCell key={c}>{t(`maropsBilling.clickColumns.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {clicks.data.map((c) => (
              <TableRow key={c.clickId}>
                <TableCell padding="checkbox">
                  <Checkbox
                    disabled={!c.billable || c.creditAmount !== null}
                    checked={chosen.has(c.clickId)}
                    onChange={() => toggle(c.clickId)}
                    slotProps={{ input: { 'aria-label': t('maropsBilling.chooseClick', { id: c.clickId }) } }}
                  />
                </TableCell>
                <TableCell>{c.clickId}</TableCell>
                <TableCell>{formatDateTime(c.occurredAt)}</TableCell>
                <TableCell>{c.campaignName}</TableCell>
                <TableCell>{c.productId}</TableCell>
                <TableCell>{formatMoney(c.cost)}</TableCell>
                <TableCell>{c.notBillableReason ?? ''}</TableCell>
                <TableCell>{c.creditAmount !== null ? `${formatMoney(c.creditAmount)} — ${c.creditReason ?? ''}` : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label={t('maropsBilling.reason')} value={reason} onChange={(e) => setReason(e.target.value)} sx={{ minWidth: 360 }} />
        <Button variant="contained" disabled={chosen.size === 0 || !reason.trim()} loading={credit.isPending} onClick={submit}>
          {t('maropsBilling.credit', { n: chosen.size })}
        </Button>
      </Stack>
    </Stack>
  );
}
