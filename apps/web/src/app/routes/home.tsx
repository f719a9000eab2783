import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { AccountsList } from '@/features/accounts';
import { setApiAccountId } from '@/lib/api/client';

/** "/" — Manage ad accounts (spec §2). No account is selected here. */
export function homeLoader() {
  setApiAccountId(null);
  return null;
}

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('routes.home')}>
        <Typography color="text.secondary">{t('accounts.intro')}</Typography>
      </PageHeader>
      <AccountsList />
    </>
  );
}
