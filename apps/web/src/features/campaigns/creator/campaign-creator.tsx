import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/errors';
import { useCampaignRequirements, useKeywordRequirements } from '@/lib/config/services-config';
import { dayToDate, todayInWarsaw } from '@/lib/days';
import { formatMoneyInput } from '@/lib/format';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast/toast-store';
import { useKeywordSuggestions } from '../api/keyword-suggestions';
import { usePublishCampaign } from '../api/publish-campaign';
import { useTermsInForce } from '../api/terms-in-force';
import { PublishTermsTick } from './publish-terms-tick';
import { useSaveCampaignDraft } from '../api/save-campaign-draft';
import { campaignPaths } from '../paths';
import { BidSuggestionHint } from './bid-suggestion';
import { BudgetStep } from './budget-step';
import { createCreatorSchema, creatorFieldOf, emptyCreatorValues, type CreatorFormValues, type CreatorOutput } from './creator-schema';
import { STEP_FIELDS, STEPS, stepOf, useCreatorStep, type Step } from './creator-steps';
import { CreatorKeywords } from './creator-keywords';
import { CreatorStepper } from './creator-stepper';
import { toDraftInput } from './draft-values';
import { InventoryEditor } from './inventory-editor';
import { ProductPicker } from './product-picker';
import { ReviewStep } from './review-step';
import { SettingsStep } from './settings-step';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

interface CampaignCreatorProps {
  accountId: string;
  /** A resumed draft (route "Campaign Draft"): its id, the form values it holds and its saved step. */
  draft?: { id: string; values: CreatorFormValues; step: Step };
}

/**
 * The campaign creator (docs/requirements.md §2 "New Campaign" / "Campaign Draft"): settings → products → budget and
 * bid → review, ONE react-hook-form across the steps (zod schema from /services-config), the step in
 * the URL. "Save as draft" works at any step (POST the first time, then PATCH; a new draft moves to
 * its own URL); "Publish campaign" on review saves the draft and publishes that version. Before the
 * first save, products are picked locally; once the draft exists they change through inventory v2.
 */
export function CampaignCreator({ accountId, draft }: CampaignCreatorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requirements } = useCampaignRequirements();
  const keywordRequirements = useKeywordRequirements();
  const today = todayInWarsaw();
  const schema = useMemo(
    () => createCreatorSchema(requirements, today, t, { keywordRequirements }),
    [requirements, today, t, keywordRequirements],
  );
  const form = useForm<CreatorFormValues, unknown, CreatorOutput>({
    resolver: zodResolver(schema),
    defaultValues: draft?.values ?? emptyCreatorValues(dayToDate(today) ?? new Date()),
    mode: 'onTouched',
  });
  const { control } = form;
  const skus = useController({ control, name: 'skus' });
  const { step, index, goTo } = useCreatorStep(draft?.step);
  const [draftId, setDraftId] = useState<string | null>(draft?.id ?? null);
  const save = useSaveCampaignDraft(accountId);
  const keywordSuggestions = useKeywordSuggestions(accountId, 'draft', draftId);
  const publish = usePublishCampaign(accountId);
  const termsInForce = useTermsInForce();
  const [termsTicked, setTermsTicked] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);

  const stepsWithErrors = new Set(Object.keys(form.formState.errors).map((f) => stepOf(f as keyof CreatorFormValues)));

  const saveDraft = async () => {
    try {
      const saved = await save.mutateAsync({ id: draftId, input: toDraftInput(form.getValues(), step) });
      toast.success(t('creator.draftSaved', { name: saved.name || t('creator.untitled') }));
      if (!draftId) {
        setDraftId(saved.id);
        await navigate(campaignPaths.draft(accountId, saved.id, step), { replace: true });
      }
    } catch (error) {
      showServerError(error);
    }
  };

  const showServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    // Publishing needs the account's billing details: offer the way there (the cache toasts the error itself).
    if (error.type === 'BillingProfileMissingException') {
      toast.info(t('creator.billingProfileMissing'), {
        timeout: 0,
        action: { label: t('creator.openBilling'), onClick: () => void navigate(paths.billing(accountId)) },
      });
      return;
    }
    if (error.field === 'TERMS_VERSION') {
      // The terms in force changed since the tick: show the new version and ask again.
      setTermsTicked(false);
      void termsInForce.refetch();
      return;
    }
    const field = creatorFieldOf(error.field, error.type);
    if (!field) return;
    form.setError(field, { message: error.problem.detail ?? error.message });
    goTo(stepOf(field));
  };

  const next = async () => {
    if (await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true })) goTo(STEPS[index + 1] ?? 'review');
  };

  const onInvalid = (errors: FieldErrors<CreatorFormValues>) => {
    const first = STEPS.flatMap((s) => STEP_FIELDS[s]).find((f) => errors[f]);
    if (first) goTo(stepOf(first));
  };

  const onPublish = form.handleSubmit(async (values) => {
    const termsVersion = termsInForce.data;
    if (!termsTicked || typeof termsVersion !== 'number') {
      setTermsMissing(true);
      return;
    }
    try {
      const campaign = await publish.mutateAsync({ draftId, input: { ...values, step: 'review' }, termsVersion, onSaved: setDraftId });
      toast.success(t('creator.published', { name: campaign.name }));
      await navigate(paths.campaignOverview(accountId, campaign.id));
    } catch (error) {
      showServerError(error);
    }
  }, onInvalid);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onPublish}
      spacing={3}
      aria-label={t(draft ? 'routes.campaignDraft' : 'routes.campaignCreate')}
    >
      <CreatorStepper index={index} errors={stepsWithErrors} onStep={goTo} />
      <Paper variant="outlined" component="section" aria-label={t(`creator.steps.${step}`)} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t(`creator.steps.${step}`)}
        </Typography>
        {step === 'settings' ? (
          <>
            <SettingsStep control={control} nameMaxLength={requirements.nameMaxLength} today={today} />
            <Divider sx={{ my: 3 }} />
            <CreatorKeywords control={control} suggestions={keywordSuggestions} />
          </>
        ) : null}
        {step === 'products' && draftId ? (
          // A saved draft's products change through inventory api-version 2; the form follows.
          <InventoryEditor
            accountId={accountId}
            owner="draft"
            id={draftId}
            maxSkuCount={requirements.maxSkuCount}
            onChange={skus.field.onChange}
            error={skus.fieldState.error?.message}
          />
        ) : null}
        {step === 'products' && !draftId ? (
          <ProductPicker
            accountId={accountId}
            value={skus.field.value}
            onChange={skus.field.onChange}
            error={skus.fieldState.error?.message}
          />
        ) : null}
        {step === 'budget' ? (
          <BudgetStep
            control={control}
            suggestion={
              <BidSuggestionHint
                accountId={accountId}
                owner="draft"
                id={draftId}
                onUse={(grosze) => form.setValue('maxCpc', formatMoneyInput(grosze), { shouldDirty: true, shouldValidate: true })}
              />
            }
          />
        ) : null}
        {step === 'review' ? (
          <>
            <ReviewStep control={control} />
            <PublishTermsTick
              version={termsInForce.data}
              checked={termsTicked}
              error={termsMissing && !termsTicked}
              onChange={(checked) => {
                setTermsTicked(checked);
                if (checked) setTermsMissing(false);
              }}
            />
          </>
        ) : null}
      </Paper>

      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2}>
          <Button component={Link} to={paths.campaignsList(accountId)}>
            {t('creator.cancel')}
          </Button>
          <StaffEditGuard>
            <Button variant="outlined" onClick={() => void saveDraft()} loading={save.isPending}>
              {t('creator.saveDraft')}
            </Button>
          </StaffEditGuard>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {index > 0 ? <Button onClick={() => goTo(STEPS[index - 1] ?? 'settings')}>{t('creator.back')}</Button> : null}
          {step === 'review' ? (
            <StaffEditGuard>
              <Button type="submit" variant="contained" size="large" loading={publish.isPending}>
                {t('creator.publish')}
              </Button>
            </StaffEditGuard>
          ) : (
            <Button variant="contained" onClick={() => void next()}>
              {t('creator.next')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
