import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '@/components/form/form-money-field';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import type { CreatorFormValues, CreatorOutput } from './creator-schema';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

interface BudgetStepProps {
  control: Control<CreatorFormValues, unknown, CreatorOutput>;
  /** Shown next to the max CPC field: the bid suggestion, when there is one. */
  suggestion?: ReactNode;
}

/** Step 3: daily and total budget (at least one, docs/requirements.md §5), the max CPC with its suggestion, and the delivery. */
export function BudgetStep({ control, suggestion }: BudgetStepProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <StaffEditGuard block>
          <FormMoneyField control={control} name="dailyBudget" label={t('creator.dailyBudget')} helperText={t('creator.budgetHint')} />
        </StaffEditGuard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StaffEditGuard block>
          <FormMoneyField control={control} name="totalBudget" label={t('creator.totalBudget')} />
        </StaffEditGuard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StaffEditGuard block>
          <FormMoneyField control={control} name="maxCpc" label={t('creator.maxCpc')} required />
        </StaffEditGuard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>{suggestion}</Grid>
      <Grid size={12}>
        <StaffEditGuard block>
          <FormRadioGroup
            control={control}
            name="delivery"
            label={t('creator.delivery')}
            helperText={t('creator.deliveryHint')}
            options={[
              { value: 'STANDARD', label: t('creator.deliveryStandard') },
              { value: 'ACCELERATED', label: t('creator.deliveryAccelerated') },
            ]}
          />
        </StaffEditGuard>
      </Grid>
    </Grid>
  );
}
