import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { CampaignEditForm } from '@/features/campaigns';
import { BidSimulator } from '@/features/insight';
import { paths } from '@/lib/paths';

/**
 * /accounts/{accountId}/campaigns/{id}/edit — "Campaign", creator layout (docs/requirements.md §2); the bid simulator of the
 * insight feature under the max CPC field (docs/auction-insight.md "Bid simulator") and under each saved keyword's bid
 * field (docs/auction-insight.md "Keyword bids").
 */
export function CampaignEditRoute() {
  const { t } = useTranslation();
  const { accountId = '', id = '' } = useParams();
  return (
    <>
      <PageHeader
        title={t('routes.campaignEdit')}
        actions={
          <IconButton component={Link} to={paths.campaignOverview(accountId, id)} aria-label={t('app.close')}>
            <CloseIcon />
          </IconButton>
        }
      />
      <CampaignEditForm
        accountId={accountId}
        id={id}
        maxCpcAside={({ maxCpc, setMaxCpc }) => <BidSimulator accountId={accountId} campaignId={id} typedMaxCpc={maxCpc} onUse={setMaxCpc} />}
        keywordBidAside={({ keywordId, text, bid, setBid }) => (
          <BidSimulator accountId={accountId} campaignId={id} keywordId={keywordId} keywordText={text} typedMaxCpc={bid} onUse={setBid} />
        )}
      />
    </>
  );
}
