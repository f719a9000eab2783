import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState, PageLoader } from '@/components/layout/page-state';
import { ApiError } from '@/lib/api/errors';
import { CampaignActions, CampaignStateChip, CampaignSummary, useAddSearchTermKeyword, useCampaign } from '@/features/campaigns';
import { CampaignStatistics, type SearchTermActions } from '@/features/statistics';
import { toast } from '@/lib/toast/toast-store';
import { useUserInfo } from '@/features/accounts';
import { FileComplaintButton } from '@/features/complaints';
import { paths } from '@/lib/paths';
import { ChangeHistoryCard } from '@/features/history';
import { WhyNotShownCard } from '@/features/insight';

/**
 * /accounts/{accountId}/campaigns/{id} — Campaign overview (docs/requirements.md §2): state, budgets and spend from the
 * campaigns feature, "Why not shown" from the insight feature, statistics from the statistics feature, a complaint about the campaign from the complaints
 * feature, composed here (features stay apart).
 */
export function CampaignOverviewRoute() {
  const { t } = useTranslation();
  const { accountId = '', id = '' } = useParams();
  const campaign = useCampaign(accountId, id);
  const { data: user } = useUserInfo();
  const { pathname } = useLocation();
  // docs/requirements.md §2: a route whose validity check fails shows 'Page Not Found: {path}'.
  const notFound = campaign.error instanceof ApiError && campaign.error.status === 404;
  // "Add as keyword / negative" on the search-term report: the campaigns feature changes the lists.
  const addTerm = useAddSearchTermKeyword(accountId, id);
  const searchTermActions: SearchTermActions = {
    pendingTerm: addTerm.isPending ? addTerm.variables.term : null,
    onAdd: (term, target) =>
      addTerm.mutate(
        { term, target },
        {
          onSuccess: (changed) =>
            changed
              ? toast.success(t(target === 'keyword' ? 'searchTerms.addedKeyword' : 'searchTerms.addedNegative', { term }))
              : toast.info(t('searchTerms.already', { term })),
        },
      ),
  };

  return (
    <>
      <PageHeader
        title={t('routes.campaignOverview')}
        actions={
          <Button component={Link} to={paths.campaignsList(accountId)} startIcon={<ArrowBackIcon />}>
            {t('routes.campaignsList')}
          </Button>
        }
      >
        {campaign.data ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
            <Typography variant="h2" component="p">
              {campaign.data.name}
            </Typography>
            <CampaignStateChip state={campaign.data.state} />
          </Stack>
        ) : null}
        {campaign.data ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <CampaignActions accountId={accountId} campaign={campaign.data} />
            <FileComplaintButton
              accountId={accountId}
              label={t('complaints.fileAboutCampaign')}
              prefill={{ subjectType: 'CAMPAIGN', subjectReference: id, contactName: user?.name, contactEmail: user?.email }}
            />
          </Stack>
        ) : null}
      </PageHeader>
      {campaign.isPending ? <PageLoader /> : null}
      {notFound ? <EmptyState message={`Page Not Found: ${pathname}`} /> : null}
      {campaign.data ? (
        <Stack spacing={3}>
          <CampaignSummary campaign={campaign.data} />
          <WhyNotShownCard accountId={accountId} campaignId={id} />
          <CampaignStatistics accountId={accountId} campaignIds={[id]} searchTermActions={searchTermActions} />
          <ChangeHistoryCard owner={{ kind: 'campaign', id }} />
        </Stack>
      ) : null}
    </>
  );
}
