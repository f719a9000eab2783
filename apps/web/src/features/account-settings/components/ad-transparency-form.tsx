import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AD_NAME_MAX_LENGTH } from '@ads/domain';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast/toast-store';
import { useSaveAdTransparency, type AdTransparency } from '../api/ad-transparency';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

/**
 * "Shown with your ads": who the account's ads are shown on behalf of and who paid for them (Digital
 * Services Act art. 26(1)(b), (c)). Blank fields use the defaults, which the card shows.
 */
export function AdTransparencyForm({ accountId, current }: { accountId: string; current: AdTransparency }) {
  const { t } = useTranslation();
  const name = z
    .string()
    .trim()
    .max(AD_NAME_MAX_LENGTH, t('settings.adTransparency.tooLong', { max: AD_NAME_MAX_LENGTH }));
  const form = useForm({
    resolver: zodResolver(z.object({ advertiserName: name, payerName: name })),
    defaultValues: { advertiserName: current.advertiserName ?? '', payerName: current.payerName ?? '' },
  });
  const save = useSaveAdTransparency(accountId);
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ ...values, version: current.version });
    toast.success(t('settings.adTransparency.saved'));
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="ad-transparency-title">
      <CardContent>
        <Typography variant="h2" id="ad-transparency-title" gutterBottom>
          {t('settings.adTransparency.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.adTransparency.intro')}
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 520 }}>
          <StaffEditGuard need="members" block>
            <FormTextField
              control={form.control}
              name="advertiserName"
              label={t('settings.adTransparency.advertiser')}
              helperText={t('settings.adTransparency.shown', { name: current.shown.onBehalfOf })}
              fullWidth
            />
          </StaffEditGuard>
          <StaffEditGuard need="members" block>
            <FormTextField
              control={form.control}
              name="payerName"
              label={t('settings.adTransparency.payer')}
              helperText={t('settings.adTransparency.shown', { name: current.shown.paidBy })}
              fullWidth
            />
          </StaffEditGuard>
          <div>
            <StaffEditGuard need="members">
              <Button type="submit" variant="contained" loading={save.isPending}>
                {t('settings.adTransparency.save')}
              </Button>
            </StaffEditGuard>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
