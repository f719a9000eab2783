import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../api/get-account';

/**
 * Tells the advertiser that the retailer suspended or terminated their account, and why (* docs/requirements.md §1): their campaigns do not show meanwhile. Nothing for an ACTIVE account.
 */
export function AccountStatusBanner({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { data } = useAccount(accountId);
  if (!data || data.status === 'ACTIVE') return null;
  return (
    <Alert severity={data.status === 'SUSPENDED' ? 'warning' : 'error'} sx={{ mb: 3 }}>
      <AlertTitle>{t(`accounts.statusTitles.${data.status}`)}</AlertTitle>
      {data.statusReason ? t('accounts.statusReason', { reason: data.statusReason }) : null}
    </Alert>
  );
}
