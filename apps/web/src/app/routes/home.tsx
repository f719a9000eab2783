import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { AccountsList } from '@/features/accounts';

/** "/" — Manage ad accounts (docs/requirements.md §2); its loader is home-loader.ts (the screen loads lazily). */
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
