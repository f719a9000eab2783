import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ComplaintStatus } from '@ads/domain';

const COLOR: Record<ComplaintStatus, ChipProps['color']> = {
  OPEN: 'info',
  IN_PROGRESS: 'warning',
  ANSWERED: 'success',
  CLOSED: 'default',
};

/** A complaint's status (docs/complaints.md "States"), and "Overdue" beside it when the answer is late. */
export function ComplaintStatusChip({ status, overdue = false }: { status: ComplaintStatus; overdue?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Chip size="small" color={COLOR[status]} label={t(`complaints.statuses.${status}`)} />
      {overdue ? <Chip size="small" color="error" variant="outlined" label={t('complaints.overdue')} sx={{ ml: 0.5 }} /> : null}
    </>
  );
}
