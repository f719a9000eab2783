import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CreditClicks } from './credit-clicks';
import { MonthCloses } from './month-closes';
import { StaffInvoices } from './staff-invoices';

/** "[MarOps] Billing": invoices across accounts, month closes, crediting clicks. */
export function StaffBillingScreen() {
  const { t } = useTranslation();
  const section = (title: string, body: React.ReactNode) => (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {title}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
  return (
    <Stack spacing={3}>
      {section(t('billing.invoices'), <StaffInvoices />)}
      {section(t('maropsBilling.closes'), <MonthCloses />)}
      {section(t('maropsBilling.creditTitle'), <CreditClicks />)}
    </Stack>
  );
}
