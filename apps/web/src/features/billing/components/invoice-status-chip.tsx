import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOUR = { ISSUED: 'info', DUE: 'warning', PAID: 'success', OVERDUE: 'error', REFUND_DUE: 'secondary' } as const;

/** An invoice's payment status (issued, due, paid, overdue) as a coloured chip. */
export function InvoiceStatusChip({ status }: { status: keyof typeof COLOUR }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOUR[status]} label={t(`billing.statuses.${status}`)} />;
}
