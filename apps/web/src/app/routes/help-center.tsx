import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useAccounts } from '@/features/accounts';
import { HelpArticles, HelpCenter } from '@/features/help';
import { getApiAccountId } from '@/lib/api/client';
import { company } from '@/features/terms';
import { RELEASE_LABEL } from '@/features/version';

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
      {/* docs/requirements.md §9.10 release label, for support: the same label the error service gets. */}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 4 }}>
        {RELEASE_LABEL}
      </Typography>
    </>
  );
}
