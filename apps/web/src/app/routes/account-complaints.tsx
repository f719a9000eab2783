import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useUserInfo } from '@/features/accounts';
import { ComplaintsList, FileComplaintButton } from '@/features/complaints';

/** /accounts/{accountId}/complaints — the account's complaints with their status and answers (docs/complaints.md). */
export function AccountComplaintsRoute() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  const { data: user } = useUserInfo();
  return (
    <>
      <PageHeader
        title={t('complaints.title')}
        actions={
          <FileComplaintButton
            accountId={accountId}
            label={t('complaints.file')}
            variant="contained"
            prefill={{ contactName: user?.name, contactEmail: user?.email }}
          />
        }
      >
        <Typography color="text.secondary">{t('complaints.intro')}</Typography>
      </PageHeader>
      <ComplaintsList key={accountId} accountId={accountId} />
    </>
  );
}
