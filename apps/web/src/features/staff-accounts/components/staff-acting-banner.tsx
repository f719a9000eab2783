import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setStaffActing, useStaffActing } from '@/lib/api/staff-acting';
import { useStaffAccount } from '../api/get-staff-account';

/**
 * The visible sign of acting as staff on an advertiser's account (docs/architecture.md "Plugins and access"):
 * "Acting as staff on <account> — read-only" (or "— editing"), a switch between the two modes, and
 * "Leave", which ends the mode and returns to the account's staff page. Renders nothing unless staff
 * act on `accountId`.
 */
export function StaffActingBanner({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const acting = useStaffActing();
  const active = acting?.accountId === accountId;
  const { data } = useStaffAccount(active ? accountId : '');
  if (!active) return null;
  const name = data?.account.name ?? '…';
  const edit = acting.mode === 'edit';
  return (
    <Alert
      severity={edit ? 'error' : 'warning'}
      variant="filled"
      square
      role="status"
      aria-label={t('acting.label')}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => setStaffActing({ accountId, mode: edit ? 'read' : 'edit' })}
          >
            {edit ? t('acting.switchToRead') : t('acting.switchToEdit')}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setStaffActing(null);
              void navigate(`/marops/accounts/${accountId}`);
            }}
          >
            {t('acting.leave')}
          </Button>
        </Stack>
      }
    >
      {edit ? t('acting.editing', { name }) : t('acting.readOnly', { name })}
    </Alert>
  );
}
