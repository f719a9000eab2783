import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/card/section-card';
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field';
import { ApiError } from '@/lib/api/errors';
import { notifyError } from '@/lib/api/query-client';
import { toast } from '@/lib/toast/toast-store';
import { useSaveBillingProfile, type BillingProfile } from '../api/billing';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

/** Server field names (ValidationException `field`) → form fields. */
const FIELD_OF: Record<string, 'companyName' | 'street' | 'postalCode' | 'city' | 'countryCode' | 'taxId'> = {
  COMPANY_NAME: 'companyName',
  STREET: 'street',
  POSTAL_CODE: 'postalCode',
  CITY: 'city',
  COUNTRY_CODE: 'countryCode',
  TAX_ID: 'taxId',
};

/**
 * The billing profile: company, address and tax id the invoices are made out to. The
 * server checks the NIP checksum / EU VAT id; its ValidationException lands at the field.
 */
export function BillingProfileForm({
  accountId,
  profile,
  version,
}: {
  accountId: string;
  profile: BillingProfile | null;
  version: string | null;
}) {
  const { t } = useTranslation();
  const required = t('billing.required');
  const schema = z.object({
    companyName: z.string().trim().min(1, required),
    street: z.string().trim().min(1, required),
    postalCode: z.string().trim().min(1, required),
    city: z.string().trim().min(1, required),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, t('billing.countryInvalid')),
    taxId: z.string().trim().min(1, required),
  });
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      companyName: profile?.companyName ?? '',
      street: profile?.street ?? '',
      postalCode: profile?.postalCode ?? '',
      city: profile?.city ?? '',
      countryCode: profile?.countryCode ?? 'PL',
      taxId: profile?.taxId ?? '',
    },
  });
  const save = useSaveBillingProfile(accountId);
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ body, version });
      toast.success(t('billing.profileSaved'));
    } catch (error) {
      const field = error instanceof ApiError && error.type === 'ValidationException' && error.field ? FIELD_OF[error.field] : undefined;
      if (field && error instanceof ApiError) form.setError(field, { message: error.problem?.detail ?? error.message });
      else notifyError(error);
    }
  });
  return (
    <SectionCard title={t('billing.profile')}>
      {profile ? null : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('billing.profileMissing')}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
        <StaffEditGuard need="billing" block>
          <FormTextField control={form.control} name="companyName" label={t('billing.companyName')} fullWidth />
        </StaffEditGuard>
        <StaffEditGuard need="billing" block>
          <FormTextField control={form.control} name="street" label={t('billing.street')} fullWidth />
        </StaffEditGuard>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <StaffEditGuard need="billing">
            <FormTextField control={form.control} name="postalCode" label={t('billing.postalCode')} />
          </StaffEditGuard>
          <StaffEditGuard need="billing" style={{ flexGrow: 1 }}>
            <FormTextField control={form.control} name="city" label={t('billing.city')} sx={{ flexGrow: 1 }} />
          </StaffEditGuard>
          <StaffEditGuard need="billing">
            <FormTextField control={form.control} name="countryCode" label={t('billing.country')} sx={{ width: { sm: 140 } }} />
          </StaffEditGuard>
        </Stack>
        <StaffEditGuard need="billing" block>
          <FormTextField control={form.control} name="taxId" label={t('billing.taxId')} helperText={t('billing.taxIdHelp')} fullWidth />
        </StaffEditGuard>
        <div>
          <StaffEditGuard need="billing">
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('billing.saveProfile')}
            </Button>
          </StaffEditGuard>
        </div>
      </Stack>
    </SectionCard>
  );
}
