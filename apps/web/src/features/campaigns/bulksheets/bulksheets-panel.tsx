import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SectionCard } from '@/components/card/section-card';
import { AppButton } from '@/components/button/app-button';
import { FileInput } from '@/components/file-input/file-input';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { todayInWarsaw } from '@/lib/days';
import { formatMoney, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import type { bulksheets } from '@/lib/i18n/en/bulksheets';
import { rowErrorText } from './bulksheet-errors';
import { downloadBulksheet, useUploadBulksheet, type BulksheetChange, type BulksheetFormat, type BulksheetResult } from '../api/bulksheets';

/** Largest upload the server takes (5 MB, campaign-bulksheet.format.ts MAX_BULKSHEET_BYTES). */
export const MAX_BULKSHEET_BYTES = 5 * 1024 * 1024;
/** Fields whose values are money in grosze (a keyword's value is its bid). */
const MONEY_FIELDS = new Set(['dailyBudget', 'totalBudget', 'maxCpc', 'keyword']);

type FieldKey = keyof (typeof bulksheets)['bulksheets']['fields'];
const isField = (f: string): f is FieldKey => f in FIELDS;
const FIELDS: Record<FieldKey, true> = {
  name: true,
  userStatus: true,
  dailyBudget: true,
  totalBudget: true,
  maxCpc: true,
  startDate: true,
  endDate: true,
  delivery: true,
  sku: true,
  keyword: true,
  negativeKeyword: true,
};

/** One side of a change as people read it: money in złoty, an absent side "—", a keyword without its own bid "campaign max CPC". */
function valueText(t: TFunction, c: BulksheetChange, side: 'before' | 'after'): string {
  const absent = (c.kind === 'added' && side === 'before') || (c.kind === 'removed' && side === 'after');
  if (absent) return t('bulksheets.none');
  const value = c[side];
  if (c.field === 'keyword' && value === null) return t('bulksheets.campaignMaxCpc');
  if (value === null) return t('bulksheets.none');
  if (MONEY_FIELDS.has(c.field) && typeof value === 'number') return formatMoney(value);
  return String(value);
}

/**
 * The Bulksheets tab of the campaigns list (docs/bulksheets.md): download the account's campaigns as XLSX or CSV,
 * upload an edited file, see the dry run — every change (campaign, field, before → after) and every row error
 * (row, column, message) — and apply it (all or nothing) once it has no errors.
 */
export function BulksheetsPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [result, setResult] = useState<BulksheetResult | null>(null);
  const [downloading, setDownloading] = useState<BulksheetFormat | null>(null);
  const upload = useUploadBulksheet(accountId);
  const file = files[0];

  const download = async (format: BulksheetFormat) => {
    setDownloading(format);
    try {
      await downloadBulksheet(format, todayInWarsaw());
    } catch {
      toast.error(t('bulksheets.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  const run = async (step: 'dry-run' | 'apply') => {
    if (!file) return;
    // Failures (400/413/415 problem details) reach the shared handler through the mutation cache.
    const next = await upload.mutateAsync({ file, step }).catch(() => null);
    if (!next) return;
    setResult(next);
    if (next.applied) {
      toast.success(
        t('bulksheets.applied', { changes: formatNumber(next.changes.length), campaigns: formatNumber(next.changedCampaigns) }),
      );
      setFiles([]);
    }
  };

  const choose = (next: File[]) => {
    setFiles(next);
    setResult(null);
  };
  const canApply = !!file && !!result && !result.applied && result.errors.length === 0 && result.changes.length > 0;

  return (
    <Stack spacing={2}>
      <SectionCard title={t('bulksheets.download')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('bulksheets.help')}
        </Typography>
        <Stack direction="row" spacing={2}>
          {(['xlsx', 'csv'] as const).map((format) => (
            // Downloading is a read (docs/access-roles.md): every role and staff in read mode may.
            <AppButton
              key={format}
              kind="secondary"
              startIcon={<DownloadIcon />}
              loading={downloading === format}
              onClick={() => void download(format)}
            >
              {t(format === 'xlsx' ? 'bulksheets.downloadXlsx' : 'bulksheets.downloadCsv')}
            </AppButton>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title={t('bulksheets.upload')}>
        <Stack spacing={2} direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'flex-start' } }}>
          <StaffEditGuard>
            <FileInput
              label={t('bulksheets.file')}
              buttonLabel={t('bulksheets.choose')}
              removeLabel={(name) => t('bulksheets.remove', { name })}
              value={files}
              onChange={choose}
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxSizeBytes={MAX_BULKSHEET_BYTES}
              tooLargeMessage={(name) => t('bulksheets.tooLarge', { name })}
            />
          </StaffEditGuard>
          <StaffEditGuard>
            <AppButton kind="secondary" disabled={!file} loading={upload.isPending && !canApply} onClick={() => void run('dry-run')}>
              {t('bulksheets.check')}
            </AppButton>
          </StaffEditGuard>
          <StaffEditGuard>
            <AppButton disabled={!canApply} loading={upload.isPending && canApply} onClick={() => void run('apply')}>
              {t('bulksheets.apply')}
            </AppButton>
          </StaffEditGuard>
        </Stack>
        {result ? <BulksheetResultView result={result} /> : null}
      </SectionCard>
    </Stack>
  );
}

function BulksheetResultView({ result }: { result: BulksheetResult }) {
  const { t } = useTranslation();
  const { changes, errors } = result;
  const n = (v: number) => formatNumber(v);
  const severity = errors.length ? 'error' : result.applied ? 'success' : 'info';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity={severity} role="status">
        {result.applied
          ? t('bulksheets.applied', { changes: n(changes.length), campaigns: n(result.changedCampaigns) })
          : t('bulksheets.summary', {
              rows: n(result.rows),
              changes: n(changes.length),
              campaigns: n(result.changedCampaigns),
              errors: n(errors.length),
            })}
        {errors.length ? <div>{t('bulksheets.fixErrors')}</div> : null}
        {!errors.length && !changes.length ? <div>{t('bulksheets.noChanges')}</div> : null}
      </Alert>
      {errors.length ? (
        <section aria-labelledby="bulksheet-errors">
          <Typography id="bulksheet-errors" variant="subtitle1" component="h3">
            {t('bulksheets.errorsTitle')}
          </Typography>
          <TableContainer tabIndex={0} role="region" aria-labelledby="bulksheet-errors">
            <Table size="small" aria-labelledby="bulksheet-errors">
              <TableHead>
                <TableRow>
                  {(['row', 'column', 'message'] as const).map((c) => (
                    <TableCell key={c}>{t(`bulksheets.columns.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {errors.map((e, i) => (
                  <TableRow key={`${e.row}-${e.column ?? ''}-${i}`}>
                    <TableCell>{n(e.row)}</TableCell>
                    {/* The column's header as written in the file (English by design, docs/bulksheets.md "Columns"). */}
                    <TableCell lang={e.column ? 'en' : undefined}>{e.column ?? t('bulksheets.none')}</TableCell>
                    <TableCell>{rowErrorText(e, t)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </section>
      ) : null}
      {changes.length ? (
        <section aria-labelledby="bulksheet-changes">
          <Typography id="bulksheet-changes" variant="subtitle1" component="h3">
            {t('bulksheets.changesTitle')}
          </Typography>
          <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} role="region" aria-labelledby="bulksheet-changes">
            <Table size="small" stickyHeader aria-labelledby="bulksheet-changes">
              <TableHead>
                <TableRow>
                  {(['campaign', 'change', 'before', 'after'] as const).map((c) => (
                    <TableCell key={c}>{t(`bulksheets.columns.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((c, i) => (
                  <TableRow key={`${c.campaignId}-${c.field}-${c.item ?? ''}-${i}`}>
                    <TableCell>{c.campaignName}</TableCell>
                    <TableCell>
                      {isField(c.field) ? t(`bulksheets.fields.${c.field}`) : c.field}
                      {c.item ? ` ${c.item}` : ''}
                      {c.kind !== 'changed' ? ` (${t(`bulksheets.kinds.${c.kind}`)})` : ''}
                    </TableCell>
                    <TableCell>{valueText(t, c, 'before')}</TableCell>
                    <TableCell>{valueText(t, c, 'after')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </section>
      ) : null}
    </Stack>
  );
}
