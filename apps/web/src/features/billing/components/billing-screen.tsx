import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/card/section-card';
import { RowsTable } from '@/components/plain-table/rows-table';
import { MetricCard } from '@/components/metric-card';
import { PageLoader } from '@/components/layout/page-state';
import { notifyError } from '@/lib/api/query-client';
import { formatDate, formatMoney } from '@/lib/format';
import { downloadInvoice, downloadLedger, useBillingProfile, useBillingSummary, useInvoices, type Invoice } from '../api/billing';
import { BillingProfileForm } from './billing-profile-form';
import { InvoiceStatusChip } from './invoice-status-chip';

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The advertiser's billing screen: month-to-date spend and projection, invoices with
 * status, KSeF number (once KSeF accepted the invoice, docs/ksef.md) and PDF / XML downloads, the per-click ledger of any month as CSV or XLSX, and the billing
 * profile. Amounts are grosze formatted by lib/format (pl-PL, PLN).
 */
export function BillingScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const profile = useBillingProfile(accountId);
  const summary = useBillingSummary(accountId);
  const invoices = useInvoices(accountId);
  const [month, setMonth] = useState<string | null>(null);
  if (profile.isPending || summary.isPending || invoices.isPending) return <PageLoader />;
  const ledgerMonth = month ?? previousMonth(summary.data?.month ?? '2026-01');
  const run = (task: Promise<void>) => void task.catch(notifyError);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MetricCard label={t('billing.spentToDate', { month: summary.data?.month ?? '' })} value={formatMoney(summary.data?.spentToDate)} />
        <MetricCard label={t('billing.projected')} value={formatMoney(summary.data?.projected)} />
      </Stack>
      <SectionCard title={t('billing.invoices')}>
        {(invoices.data ?? []).length === 0 ? (
          <Typography color="text.secondary">{t('billing.noInvoices')}</Typography>
        ) : (
          <RowsTable
            label={t('billing.invoices')}
            headers={(['number', 'period', 'issueDate', 'dueDate', 'net', 'gross', 'status', 'documents'] as const).map((c) =>
              t(`billing.columns.${c}`),
            )}
            rows={invoices.data ?? []}
            rowKey={(inv: Invoice) => inv.id}
            cells={(inv: Invoice) => (
              <>
                <TableCell>
                  <span>{inv.number}</span>
                  {inv.ksefNumber ? (
                    <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                      {t('billing.ksefNumber', { number: inv.ksefNumber })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{inv.period}</TableCell>
                <TableCell>{formatDate(inv.issueDate)}</TableCell>
                <TableCell>{formatDate(inv.dueDate)}</TableCell>
                <TableCell>{formatMoney(inv.net)}</TableCell>
                <TableCell>{formatMoney(inv.gross)}</TableCell>
                <TableCell>
                  <InvoiceStatusChip status={inv.status} />
                </TableCell>
                <TableCell>
                  {(['pdf', 'xml'] as const).map((format) => (
                    <Button
                      key={format}
                      size="small"
                      onClick={() => run(downloadInvoice(inv, format))}
                      aria-label={t(format === 'pdf' ? 'billing.downloadPdf' : 'billing.downloadXml', { number: inv.number })}
                    >
                      {format.toUpperCase()}
                    </Button>
                  ))}
                </TableCell>
              </>
            )}
          />
        )}
      </SectionCard>
      <SectionCard title={t('billing.ledger')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('billing.ledgerIntro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            type="month"
            label={t('billing.month')}
            value={ledgerMonth}
            onChange={(e) => setMonth(e.target.value || null)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={() => run(downloadLedger(ledgerMonth, 'csv'))}>
            {t('billing.downloadCsv')}
          </Button>
          <Button variant="outlined" onClick={() => run(downloadLedger(ledgerMonth, 'xlsx'))}>
            {t('billing.downloadXlsx')}
          </Button>
        </Stack>
      </SectionCard>
      <BillingProfileForm
        key={profile.data?.version ?? 'new'}
        accountId={accountId}
        profile={profile.data?.profile ?? null}
        version={profile.data?.version ?? null}
      />
    </Stack>
  );
}
