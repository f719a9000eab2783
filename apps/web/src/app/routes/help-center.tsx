import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useAccounts } from '@/features/accounts';
import { HelpArticles, HelpCenter } from '@/features/help';
import { getApiAccountId } from '@/lib/api/client';
import { company } from '@/features/terms';

/** /help-center — "Help Center" (docs/requirements.md §2). */
export function HelpCenterRoute() {
  const { t } = useTranslation();
  const { data: accounts } = useAccounts();
  // The selected account's articles (its type decides the audience), else the first account's.
  const accountId = getApiAccountId() ?? accounts?.content[0]?.id;
  return (
    <>
      <PageHeader title={t('help.title')}>
        <Typography color="text.secondary">{t('help.intro')}</Typography>
      </PageHeader>
      <HelpArticles accountId={accountId} />
      <HelpCenter contact={company} />
    </>
  );
}
