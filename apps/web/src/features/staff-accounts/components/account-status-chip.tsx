import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { StaffAccountRow } from '../api/get-staff-accounts';

const COLOURS = { ACTIVE: 'success', SUSPENDED: 'warning', TERMINATED: 'default', BANNED: 'error' } as const;

/** An account's lifecycle status as a coloured chip. */
export function AccountStatusChip({ status }: { status: StaffAccountRow['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[status]} label={t(`staffAccounts.statuses.${status}`)} />;
}
