import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { InvitationTermsNote } from '@/components/terms/invitation-terms-note';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BaseDialog } from '@/components/dialog/base-dialog';
import { InlineForm } from '@/components/form/inline-form';
import { FormTextField } from '@/components/form/form-text-field';
import { PageLoader } from '@/components/layout/page-state';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { ACCOUNT_ROLES } from '@ads/domain';
import { useAccountCan } from '@/lib/account-role';
import {
  useAccountUsers,
  useAddAccountUser,
  useChangeAccountUserRole,
  useRemoveAccountUser,
  type AccountUser,
  type AccountUserRole,
} from '../api/users';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

function AddUserForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const schema = z.object({ email: z.string().trim().email(t('settings.emailInvalid')) });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const add = useAddAccountUser(accountId);
  const [role, setRole] = useState<AccountUserRole>('ADMIN');
  const submit = form.handleSubmit(({ email }) =>
    add.mutateAsync({ email, role }).then(
      (user) => {
        // Every address that is not a member yet is invited, registered or not (the server does not tell, docs/requirements.md §6).
        if (user.status === 'ACTIVE') toast.info(t('settings.alreadyMember', { email }));
        else toast.success(t('settings.userAdded', { email }));
        form.reset({ email: '' });
      },
      () => undefined, // shown by the shared error handler
    ),
  );
  return (
    <>
      <InlineForm onSubmit={submit} row="sm" marginBottom={0}>
        <StaffEditGuard need="members">
          <FormTextField
            control={form.control}
            name="email"
            label={t('settings.email')}
            type="email"
            autoComplete="off"
            sx={{ minWidth: { sm: 360 } }}
          />
        </StaffEditGuard>
        <StaffEditGuard need="members">
          <RoleSelect label={t('roles.inviteAs')} value={role} onChange={setRole} />
        </StaffEditGuard>
        <StaffEditGuard need="members">
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('settings.addUser')}
          </Button>
        </StaffEditGuard>
      </InlineForm>
      <Box sx={{ mb: 2 }}>
        <InvitationTermsNote />
      </Box>
    </>
  );
}

/** A select of the four roles (docs/access-roles.md), each with what it may do. */
function RoleSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: AccountUserRole;
  onChange: (role: AccountUserRole) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as AccountUserRole)}
      sx={{ minWidth: 200 }}
    >
      {ACCOUNT_ROLES.map((r) => (
        <MenuItem key={r} value={r} title={t(`roles.hints.${r}`)}>
          {t(`roles.names.${r}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A member's role: a select for those who may manage members (ADMIN, staff in edit mode), else its name. */
function MemberRole({ accountId, user }: { accountId: string; user: AccountUser }) {
  const { t } = useTranslation();
  const canManage = useAccountCan('members');
  const change = useChangeAccountUserRole(accountId);
  if (!canManage || user.status !== 'ACTIVE') return <>{t(`roles.names.${user.role}`)}</>;
  const onChange = (role: AccountUserRole) =>
    change.mutate(
      { userId: user.id, role },
      { onSuccess: () => toast.success(t('roles.changed', { email: user.email, role: t(`roles.names.${role}`) })) },
    );
  return (
    <StaffEditGuard need="members">
      <RoleSelect label={t('roles.roleOf', { email: user.email })} value={user.role} onChange={onChange} disabled={change.isPending} />
    </StaffEditGuard>
  );
}

function RemoveUserDialog({
  accountId,
  accountName,
  user,
  onClose,
}: {
  accountId: string;
  accountName: string;
  user: AccountUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveAccountUser(accountId);
  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(t('settings.removed', { email: user.email }));
        onClose();
      },
    });
  };
  return (
    <BaseDialog open={user !== null} onClose={onClose} aria-labelledby="remove-user-title" persistent={remove.isPending}>
      <DialogTitle id="remove-user-title">{t('settings.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{user ? t('settings.removeText', { email: user.email, account: accountName }) : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('settings.cancel')}
        </Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
          {t('settings.removeConfirm')}
        </Button>
      </DialogActions>
    </BaseDialog>
  );
}

/**
 * Users of the account (docs/requirements.md §6): list with roles (docs/access-roles.md), add by e-mail with a role,
 * change a member's role (admins), remove with a confirmation.
 */
export function AccountUsers({ accountId, accountName }: { accountId: string; accountName: string }) {
  const { t } = useTranslation();
  const { data: users, isPending } = useAccountUsers(accountId);
  const [removing, setRemoving] = useState<AccountUser | null>(null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('settings.users')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.usersIntro')}
        </Typography>
        <AddUserForm accountId={accountId} />
        {isPending ? (
          <PageLoader />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('settings.users')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('settings.columns.email')}</TableCell>
                  <TableCell>{t('settings.columns.name')}</TableCell>
                  <TableCell>{t('settings.columns.status')}</TableCell>
                  <TableCell>{t('roles.role')}</TableCell>
                  <TableCell>{t('settings.columns.invitedAt')}</TableCell>
                  <TableCell>{t('settings.columns.expiresAt')}</TableCell>
                  <TableCell align="right">{t('settings.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(users ?? []).length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7}>{t('settings.noUsers')}</TableCell>
                  </TableRow>
                ) : (
                  (users ?? []).map((u) => (
                    <TableRow key={u.id}>
                      <TableCell>{u.email}</TableCell>
                      <TableCell>{u.name ?? '—'}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={u.status === 'ACTIVE' ? 'success' : 'default'}
                          label={t(`settings.statuses.${u.status}`)}
                        />
                      </TableCell>
                      <TableCell>
                        <MemberRole accountId={accountId} user={u} />
                      </TableCell>
                      <TableCell>{u.invitedAt ? formatDateTime(u.invitedAt) : '—'}</TableCell>
                      <TableCell>{u.expiresAt ? formatDateTime(u.expiresAt) : '—'}</TableCell>
                      <TableCell align="right">
                        <StaffEditGuard need="members">
                          <IconButton aria-label={t('settings.remove', { email: u.email })} onClick={() => setRemoving(u)}>
                            <DeleteOutlineIcon />
                          </IconButton>
                        </StaffEditGuard>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      <RemoveUserDialog accountId={accountId} accountName={accountName} user={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
