import { useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader } from '@/components/layout/page-state';
import { ApiError } from '@/lib/api/errors';
import { useCampaignRequirements } from '@/lib/config/services-config';
import { todayInWarsaw } from '@/lib/days';
import { formatMoneyInput, parseMoneyInput } from '@/lib/format';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast/toast-store';
import type { Campaign } from '../api/get-campaign';
import { useKeywordSuggestions } from '../api/keyword-suggestions';
import { useCampaignForEdit, useUpdateCampaign, type CampaignPatch } from '../api/update-campaign';
import { BidSuggestionHint } from './bid-suggestion';
import { BudgetStep } from './budget-step';
import { CampaignKeywordsCard } from './campaign-keywords-card';
import type { KeywordBidAside } from './keyword-bid-field';
import { createCreatorSchema, creatorFieldOf, type CreatorFormValues, type CreatorOutput } from './creator-schema';
import { toFormValues } from './draft-values';
import { InventoryEditor } from './inventory-editor';
import { SettingsStep } from './settings-step';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

/** The PATCH body: only the fields that differ from the campaign as read (the server changes only what is sent). */
export function changedFields(out: CreatorOutput, campaign: Campaign, startLocked: boolean): CampaignPatch {
  const body: CampaignPatch = {};
  if (out.name !== campaign.name) body.name = out.name;
  if (out.dailyBudget !== campaign.dailyBudget) body.dailyBudget = out.dailyBudget;
  if (out.totalBudget !== campaign.totalBudget) body.totalBudget = out.totalBudget;
  if (out.maxCpc !== campaign.maxCpc) body.maxCpc = out.maxCpc;
  if (out.delivery !== campaign.delivery) body.delivery = out.delivery;
  if (!startLocked && out.startDate !== campaign.startDate) body.startDate = out.startDate;
  if (out.endDate !== campaign.endDate) body.endDate = out.endDate;
  if (out.channel !== campaign.channel) body.channel = out.channel;
  if (out.markets.join(',') !== campaign.markets.join(',')) body.markets = out.markets;
  return body;
}

/** What the edit route may show under the max CPC field (the bid simulator of another feature). */
export type MaxCpcAside = (field: { maxCpc: number | null; setMaxCpc: (grosze: number) => void }) => ReactNode;

function EditForm({
  accountId,
  campaign,
  version,
  maxCpcAside,
  keywordBidAside,
}: {
  accountId: string;
  campaign: Campaign;
  version: string;
  maxCpcAside?: MaxCpcAside;
  keywordBidAside?: KeywordBidAside;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requirements } = useCampaignRequirements();
  const today = todayInWarsaw();
  // docs/architecture.md "Advertiser portal decisions": the start date changes only before the campaign starts.
  const startLocked = campaign.startDate <= today;
  const schema = useMemo(
    () => createCreatorSchema(requirements, today, t, { startLocked, skusOptional: true }),
    [requirements, today, t, startLocked],
  );
  const form = useForm<CreatorFormValues, unknown, CreatorOutput>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues({ ...campaign, skus: [] }, null),
    mode: 'onTouched',
  });
  const update = useUpdateCampaign(accountId);
  const typedMaxCpc = parseMoneyInput(useWatch({ control: form.control, name: 'maxCpc' }) ?? '');
  const setMaxCpc = (grosze: number) => form.setValue('maxCpc', formatMoneyInput(grosze), { shouldDirty: true, shouldValidate: true });
  const keywordSuggestions = useKeywordSuggestions(accountId, 'campaign', campaign.id);

  const onSubmit = form.handleSubmit(async (out) => {
    try {
      const { data } = await update.mutateAsync({ id: campaign.id, version, body: changedFields(out, campaign, startLocked) });
      toast.success(t('creator.saved', { name: data.name }));
      await navigate(paths.campaignOverview(accountId, campaign.id));
    } catch (error) {
      // The toast (mutation cache) shows every failure, e.g. 412's "The resource has been modified…".
      if (!(error instanceof ApiError)) return;
      const field = creatorFieldOf(error.field, error.type);
      if (field) form.setError(field, { message: error.problem.detail ?? error.message }, { shouldFocus: true });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label={t('routes.campaignEdit')}>
      <Paper variant="outlined" component="section" aria-label={t('creator.steps.settings')} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('creator.steps.settings')}
        </Typography>
        <SettingsStep control={form.control} nameMaxLength={requirements.nameMaxLength} today={today} startLocked={startLocked} />
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('creator.steps.products')} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('creator.steps.products')}
        </Typography>
        <InventoryEditor accountId={accountId} owner="campaign" id={campaign.id} maxSkuCount={requirements.maxSkuCount} />
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('creator.steps.budget')} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('creator.steps.budget')}
        </Typography>
        <BudgetStep
          control={form.control}
          suggestion={
            <>
              <BidSuggestionHint accountId={accountId} owner="campaign" id={campaign.id} onUse={setMaxCpc} />
              {maxCpcAside?.({ maxCpc: typedMaxCpc, setMaxCpc })}
            </>
          }
        />
      </Paper>
      <CampaignKeywordsCard accountId={accountId} id={campaign.id} suggestions={keywordSuggestions} bidAside={keywordBidAside} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.campaignOverview(accountId, campaign.id)}>
          {t('creator.cancel')}
        </Button>
        <StaffEditGuard>
          <Button type="submit" variant="contained" size="large" loading={update.isPending}>
            {t('creator.saveChanges')}
          </Button>
        </StaffEditGuard>
      </Stack>
    </Stack>
  );
}

/**
 * Edit of a published campaign ("Campaign", creator layout): name, budgets, max CPC, dates, and its
 * products (inventory api-version 2, applied at once, outside the form's save). The
 * version read on open goes back as `If-Match`, so a change made elsewhere meanwhile is refused (412). Saving the
 * keyword card raises the version: it is read again and the form keeps what the advertiser typed (one form per campaign).
 */
export function CampaignEditForm({
  accountId,
  id,
  maxCpcAside,
  keywordBidAside,
}: {
  accountId: string;
  id: string;
  maxCpcAside?: MaxCpcAside;
  /** Shown under each saved keyword's bid field (the keyword bid simulator of another feature). */
  keywordBidAside?: KeywordBidAside;
}) {
  const campaign = useCampaignForEdit(accountId, id);
  const { pathname } = useLocation();
  if (campaign.isPending) return <PageLoader />;
  if (campaign.error instanceof ApiError && campaign.error.status === 404) return <EmptyState message={`Page Not Found: ${pathname}`} />;
  if (!campaign.data) return null;
  return (
    <EditForm
      key={campaign.data.data.id}
      accountId={accountId}
      campaign={campaign.data.data}
      version={campaign.data.version ?? String(campaign.data.data.version)}
      {...(maxCpcAside ? { maxCpcAside } : {})}
      {...(keywordBidAside ? { keywordBidAside } : {})}
    />
  );
}
