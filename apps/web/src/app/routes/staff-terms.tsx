import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { PublishTermsForm, TermsVersionsList } from '@/features/staff-terms';

/** `/marops/terms` "[MarOps] Terms and Conditions": the published versions and publishing a new one (docs/terms.md). */
export function StaffTermsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('termsVersions.staff.title')} />
      <Stack spacing={3}>
        <TermsVersionsList />
        <PublishTermsForm />
      </Stack>
    </>
  );
}
