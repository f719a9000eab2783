import { useLocation } from 'react-router';
import { EmptyState, PageLoader } from '@/components/layout/page-state';
import { ApiError } from '@/lib/api/errors';
import { useCampaignDraft } from '../api/get-campaign-draft';
import { CampaignCreator } from './campaign-creator';
import { isStep } from './creator-steps';
import { toFormValues } from './draft-values';

/**
 * "Campaign Draft" (docs/requirements.md §2): loads draft `id` and opens the creator on it, at the step in the URL or
 * else at the step the draft was saved on.
 */
export function ResumeDraft({ accountId, id }: { accountId: string; id: string }) {
  const draft = useCampaignDraft(accountId, id);
  const { pathname } = useLocation();
  if (draft.isPending) return <PageLoader />;
  if (draft.error instanceof ApiError && draft.error.status === 404) return <EmptyState message={`Page Not Found: ${pathname}`} />;
  if (!draft.data) return null;
  const { data } = draft.data;
  return (
    <CampaignCreator
      key={data.id}
      accountId={accountId}
      draft={{ id: data.id, values: toFormValues(data, null), step: isStep(data.step) ? data.step : 'settings' }}
    />
  );
}
