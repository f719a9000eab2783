import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '@/components/plain-table/rows-table';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import type { StaffAccount } from '../api/get-staff-account';
import { useResendInvitation } from '../api/resend-invitation';

/** Members and pending invitations of an account; an invitation can be sent again (a new 7-day link). */
export function AccountPeople({ account }: { account: StaffAccount }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  return (
    <RowsTable
      label={t('staffAccounts.people')}
      headers={[t('staffAccounts.fields.email'), t('staffAccounts.columns.status'), t('staffAccounts.linkExpires'), null]}
      rows={account.people}
      rowKey={(p) => p.email}
      cells={(p) => (
        <>
          <TableCell>{p.email}</TableCell>
          <TableCell>{t(`staffAccounts.personStatuses.${p.status}`)}</TableCell>
          <TableCell>{p.expiresAt ? formatDateTime(p.expiresAt) : '—'}</TableCell>
          <TableCell align="right">
            {p.status === 'INVITED' && (account.status === 'ACTIVE' || account.status === 'SUSPENDED') ? (
              <Button
                size="small"
                loading={resend.isPending && resend.variables === p.email}
                onClick={() => resend.mutate(p.email, { onSuccess: () => toast.success(t('staffAccounts.resent', { email: p.email })) })}
              >
                {t('staffAccounts.resend')}
              </Button>
            ) : null}
          </TableCell>
        </>
      )}
    />
  );
}
