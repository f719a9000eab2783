import { useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/form/form-date-field';
import { FormMoneyField } from '@/components/form/form-money-field';
import { FormTextField } from '@/components/form/form-text-field';
import { ApiError } from '@/lib/api/errors';
import { useCampaignRequirements } from '@/lib/config/services-config';
import { dayToDate, todayInWarsaw } from '@/lib/days';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast/toast-store';
import { useCreateAndPublishCampaign } from '../api/publish-campaign';
import { createCreatorSchema, creatorFieldOf, emptyCreatorValues, type CreatorFormValues, type CreatorOutput } from './creator-schema';
import { ProductPicker } from './product-picker';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The campaign creator (spec §2 "New Campaign"): one react-hook-form form validated by a zod schema
 * built from /services-config. Submitting creates the draft and publishes it; server field errors are
 * shown inline, every error also as a toast (by the mutation cache).
 */
export function CampaignCreator({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requirements } = useCampaignRequirements();
  const today = todayInWarsaw();
  const schema = useMemo(() => createCreatorSchema(requirements, today, t), [requirements, today, t]);
  const form = useForm<CreatorFormValues, unknown, CreatorOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyCreatorValues(dayToDate(today) ?? new Date()),
    mode: 'onTouched',
  });
  const { control } = form;
  const skus = useController({ control, name: 'skus' });
  const publish = useCreateAndPublishCampaign(accountId);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const campaign = await publish.mutateAsync(values);
      toast.success(t('creator.published', { name: campaign.name }));
      await navigate(paths.campaignOverview(accountId, campaign.id));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const field = creatorFieldOf(error.field, error.type);
      if (field) form.setError(field, { message: error.problem.detail ?? error.message }, { shouldFocus: true });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label={t('routes.campaignCreate')}>
      <Section title={t('creator.basics')}>
        <FormTextField
          control={control}
          name="name"
          label={t('creator.name')}
          required
          slotProps={{ htmlInput: { maxLength: requirements.nameMaxLength } }}
        />
      </Section>

      <Section title={t('creator.products')}>
        <ProductPicker
          accountId={accountId}
          value={skus.field.value}
          onChange={skus.field.onChange}
          error={skus.fieldState.error?.message}
        />
      </Section>

      <Section title={t('creator.budget')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormMoneyField control={control} name="dailyBudget" label={t('creator.dailyBudget')} helperText={t('creator.budgetHint')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormMoneyField control={control} name="totalBudget" label={t('creator.totalBudget')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormMoneyField control={control} name="maxCpc" label={t('creator.maxCpc')} required />
          </Grid>
        </Grid>
      </Section>

      <Section title={t('creator.schedule')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormDateField control={control} name="startDate" label={t('creator.startDate')} minDate={dayToDate(today) ?? undefined} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormDateField control={control} name="endDate" label={t('creator.endDate')} helperText={t('creator.endDateHint')} />
          </Grid>
        </Grid>
      </Section>

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.campaignsList(accountId)}>
          {t('creator.cancel')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={publish.isPending}>
          {t('creator.publish')}
        </Button>
      </Stack>
    </Stack>
  );
}
