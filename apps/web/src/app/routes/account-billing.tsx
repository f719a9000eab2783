import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { BillingScreen } from '@/features/billing';

/** /accounts/{accountId}/billing — the account's spend, invoices, click ledger and billing details. */
export function AccountBillingRoute() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  return (
    <>
      <PageHeader title={t('billing.title')} />
      <BillingScreen key={accountId} accountId={accountId} />
    </>
  );
}
