import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import type { StaffAccount } from '../api/get-staff-account';
import { useResendInvitation } from '../api/resend-invitation';

/** Members and pending invitations of an account; an invitation can be sent again (a new 7-day link). */
export function AccountPeople({ account }: { account: StaffAccount }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  return (
    <Table size="small" aria-label={t('staffAccounts.people')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('staffAccounts.fields.email')}</TableCell>
          <TableCell>{t('staffAccounts.columns.status')}</TableCell>
          <TableCell>{t('staffAccounts.linkExpires')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {account.people.map((p) => (
          <TableRow key={p.email}>
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
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
