import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/card/section-card';
import { CreditClicks } from './credit-clicks';
import { MonthCloses } from './month-closes';
import { StaffInvoices } from './staff-invoices';

/** "[MarOps] Billing": invoices across accounts, month closes, crediting clicks. */
export function StaffBillingScreen() {
  const { t } = useTranslation();
  const section = (title: string, body: React.ReactNode) => <SectionCard title={title}>{body}</SectionCard>;
  return (
    <Stack spacing={3}>
      {section(t('billing.invoices'), <StaffInvoices />)}
      {section(t('maropsBilling.closes'), <MonthCloses />)}
      {section(t('maropsBilling.creditTitle'), <CreditClicks />)}
    </Stack>
  );
}
