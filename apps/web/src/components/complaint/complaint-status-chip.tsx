import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ComplaintStatus } from '@ads/domain';

/** Looks whose label keeps the WCAG AA contrast (the theme's info, warning and secondary with white text do not). */
const LOOK: Record<ComplaintStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  OPEN: { color: 'primary', variant: 'filled' },
  IN_PROGRESS: { color: 'primary', variant: 'outlined' },
  ANSWERED: { color: 'success', variant: 'filled' },
  CLOSED: { color: 'default', variant: 'filled' },
};

/** A complaint's status (docs/complaints.md "States"), and "Overdue" beside it when the answer is late. */
export function ComplaintStatusChip({ status, overdue = false }: { status: ComplaintStatus; overdue?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {/* Keyed by status: a new chip, not a colour transition (whose midway colours fail the contrast check). */}
      <Chip key={status} size="small" {...LOOK[status]} label={t(`complaints.statuses.${status}`)} />
      {overdue ? <Chip size="small" color="error" variant="outlined" label={t('complaints.overdue')} sx={{ ml: 0.5 }} /> : null}
    </>
  );
}
