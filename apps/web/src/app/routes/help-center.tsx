import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { HelpCenter } from '@/features/help';
import { company } from '@/features/terms';

/** /help-center — "Help Center" (spec §2). */
export function HelpCenterRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('help.title')}>
        <Typography color="text.secondary">{t('help.intro')}</Typography>
      </PageHeader>
      <HelpCenter contact={company} />
    </>
  );
}
