import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { MaropsBillingScreen } from '@/features/marops-billing';

/** `/marops/billing` "[MarOps] Billing": invoices, month closes, credits (staff only, behind the marops guard). */
export function MaropsBillingRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('maropsBilling.title')} />
      <MaropsBillingScreen />
    </>
  );
}
