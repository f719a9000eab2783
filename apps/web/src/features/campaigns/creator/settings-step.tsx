import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/form/form-date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { dayToDate } from '@/lib/days';
import { ChannelFields } from './channel-fields';
import type { CreatorFormValues, CreatorOutput } from './creator-schema';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

interface SettingsStepProps {
  control: Control<CreatorFormValues, unknown, CreatorOutput>;
  nameMaxLength: number;
  /** Earliest start day (today, Warsaw). */
  today: string;
  /** A started campaign keeps its start date (startDate changes before start only). */
  startLocked?: boolean;
}

/** Step 1: campaign name, shop channel and markets, and schedule. */
export function SettingsStep({ control, nameMaxLength, today, startLocked }: SettingsStepProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <StaffEditGuard block>
          <FormTextField
            control={control}
            name="name"
            label={t('creator.name')}
            required
            slotProps={{ htmlInput: { maxLength: nameMaxLength } }}
          />
        </StaffEditGuard>
      </Grid>
      <Grid size={12}>
        <ChannelFields control={control} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StaffEditGuard block>
          <FormDateField
            control={control}
            name="startDate"
            label={t('creator.startDate')}
            minDate={startLocked ? undefined : (dayToDate(today) ?? undefined)}
            disabled={startLocked}
            {...(startLocked ? { helperText: t('creator.startLocked') } : {})}
          />
        </StaffEditGuard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StaffEditGuard block>
          <FormDateField control={control} name="endDate" label={t('creator.endDate')} helperText={t('creator.endDateHint')} />
        </StaffEditGuard>
      </Grid>
    </Grid>
  );
}
