import { useState } from 'react';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppButton } from '@/components/button/app-button';
import { PageHeader } from '@/components/layout/page-header';
import { notifyError } from '@/lib/api/error-handler';
import { todayInWarsaw } from '@/lib/days';
import { exportAuditLogCsv, useAuditLogSearch } from '../api/search-audit-log';
import { readAuditLogParams, withAuditLogFilter } from '../audit-log-params';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/**
 * "[MarOps] Audit log" (docs/requirements.md §6 staff "audit log"): search by account, URL part, days,
 * actor, method and acting-as-staff, newest first; filters and page in the URL; "Export CSV"
 * downloads what the filters match.
 */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { filter, page, size } = readAuditLogParams(params);
  const { data, isFetching } = useAuditLogSearch({ ...filter, page, size });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportAuditLogCsv(filter, todayInWarsaw());
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('auditLog.title')}
        actions={
          <AppButton kind="secondary" startIcon={<DownloadIcon />} loading={exporting} onClick={() => void exportCsv()}>
            {t('auditLog.export')}
          </AppButton>
        }
      />
      <Stack spacing={2}>
        <AuditLogFilters value={filter} onApply={(next) => setParams((prev) => withAuditLogFilter(prev, next))} />
        <AuditLogTable
          data={data}
          loading={isFetching}
          pagination={{ page, pageSize: size }}
          onPagination={(m) =>
            setParams((prev) => {
              const next = new URLSearchParams(prev);
              next.set('page', String(m.pageSize === size ? m.page : 0));
              next.set('size', String(m.pageSize));
              return next;
            })
          }
        />
      </Stack>
    </>
  );
}
