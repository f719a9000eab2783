import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useAccounts, useUserInfo } from '@/features/accounts';
import { FileComplaintButton } from '@/features/complaints';
import { HelpArticles, HelpCenter } from '@/features/help';
import { getApiAccountId } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { company } from '@/features/terms';
import { RELEASE_LABEL } from '@/features/version';

/** /help-center — "Help Center" (docs/requirements.md §2), with the way to file a complaint (docs/complaints.md). */
export function HelpCenterRoute() {
  const { t } = useTranslation();
  const { data: accounts } = useAccounts();
  const { data: user } = useUserInfo();
  // The selected account's articles (its type decides the audience), else the first account's.
  const accountId = getApiAccountId() ?? accounts?.content[0]?.id;
  return (
    <>
      <PageHeader title={t('help.title')}>
        <Typography color="text.secondary">{t('help.intro')}</Typography>
      </PageHeader>
      <Card variant="outlined" component="section" aria-labelledby="help-complaints-title" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="help-complaints-title" variant="h2" gutterBottom>
            {t('complaints.title')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('complaints.helpIntro')}</Typography>
          {accountId ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <FileComplaintButton
                accountId={accountId}
                label={t('complaints.file')}
                variant="contained"
                prefill={{ contactName: user?.name, contactEmail: user?.email }}
              />
              <Button component={Link} to={paths.complaints(accountId)}>
                {t('complaints.showList')}
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t('complaints.noAccount')}</Typography>
          )}
        </CardContent>
      </Card>
      <HelpArticles accountId={accountId} />
      <HelpCenter contact={company} />
      {/* docs/requirements.md §9.10 release label, for support: the same label the error service gets. */}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 4 }}>
        {RELEASE_LABEL}
      </Typography>
    </>
  );
}
