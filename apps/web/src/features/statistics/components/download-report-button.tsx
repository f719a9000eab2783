import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast/toast-store';
import { useDownloadReport } from '../api/download-report';

/** "Download report": the campaign's XLSX for the range shown, saved under the server's file name. */
export function DownloadReportButton({ campaignId, from, to }: { campaignId: string; from: string; to: string }) {
  const { t } = useTranslation();
  const download = useDownloadReport();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(
          { campaignId, dateBegin: from, dateEnd: to },
          { onSuccess: (name) => toast.success(t('stats.reportSaved', { name })) },
        )
      }
    >
      {t('stats.downloadReport')}
    </Button>
  );
}
