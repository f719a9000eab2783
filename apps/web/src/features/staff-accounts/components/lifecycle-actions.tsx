import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast/toast-store';
import { useChangeAccountStatus, type AccountAction } from '../api/change-account-status';
import type { VersionedStaffAccount } from '../api/get-staff-account';
import { ReasonDialog } from './reason-dialog';

/** Which actions each status offers (terminate is final; a ban is possible after it). */
const OFFERED: Record<VersionedStaffAccount['account']['status'], AccountAction[]> = {
  ACTIVE: ['suspend', 'terminate', 'ban'],
  SUSPENDED: ['resume', 'terminate', 'ban'],
  TERMINATED: ['ban'],
  BANNED: [],
};

/** Suspend / resume / terminate / ban buttons, each behind a confirm dialog asking for the reason; sends If-Match. */
export function LifecycleActions({ current }: { current: VersionedStaffAccount }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<AccountAction | null>(null);
  const change = useChangeAccountStatus(current.account.id);
  const offered = OFFERED[current.account.status];
  if (offered.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {offered.map((a) => (
          <Button key={a} variant="outlined" color={a === 'resume' ? 'primary' : 'error'} onClick={() => setAction(a)}>
            {t(`staffAccounts.actions.${a}.button`)}
          </Button>
        ))}
      </Stack>
      {action ? (
        <ReasonDialog
          action={action}
          accountName={current.account.name}
          pending={change.isPending}
          onClose={() => setAction(null)}
          onConfirm={(reason) =>
            change.mutate(
              { action, reason, version: current.version },
              {
                onSuccess: () => {
                  toast.success(t(`staffAccounts.actions.${action}.done`));
                  setAction(null);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
