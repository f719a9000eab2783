import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { StaffBillingScreen } from '@/features/staff-billing';

/** `/marops/billing` "[MarOps] Billing": invoices, month closes, credits (staff only, behind the marops guard). */
export function StaffBillingRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('maropsBilling.title')} />
      <StaffBillingScreen />
    </>
  );
}
