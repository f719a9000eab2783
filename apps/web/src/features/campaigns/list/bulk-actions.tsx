import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from './bulk-action';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

// The confirm dialog's code is fetched when the toolbar appears (rows selected), not with the list.
const BulkConfirmDialog = lazy(() => import('./bulk-confirm-dialog').then((m) => ({ default: m.BulkConfirmDialog })));

export type { BulkAction };

interface BulkActionsProps {
  actions: readonly BulkAction[];
  count: number;
  /** Runs the confirmed action; resolves when done (failures are toasted by the mutation cache). */
  onConfirm: (action: BulkAction) => Promise<unknown>;
  pending: boolean;
}

/**
 * The toolbar over a list with selected rows: one button per action, each behind a confirm dialog
 * that says how many campaigns it changes and what follows.
 */
export function BulkActions({ actions, count, onConfirm, pending }: BulkActionsProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<BulkAction | null>(null);
  if (count === 0 || actions.length === 0) return null;
  const confirm = async () => {
    if (!asked) return;
    try {
      await onConfirm(asked);
    } finally {
      setAsked(null);
    }
  };
  return (
    <>
      <Stack
        role="toolbar"
        aria-label={t('campaigns.bulk.toolbar')}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}
      >
        <Typography variant="body2" role="status" sx={{ mr: 1 }}>
          {t('campaigns.bulk.selected', { count })}
        </Typography>
        {actions.map((action) => (
          <StaffEditGuard key={action}>
            <Button
              size="small"
              variant="outlined"
              color={action === 'DELETE' || action === 'ARCHIVED' ? 'error' : 'primary'}
              onClick={() => setAsked(action)}
            >
              {t(`campaigns.bulk.${action}`)}
            </Button>
          </StaffEditGuard>
        ))}
      </Stack>
      {/* Mounted with the toolbar, so its code loads before an action is chosen. */}
      <Suspense fallback={null}>
        <BulkConfirmDialog asked={asked} count={count} pending={pending} onCancel={() => setAsked(null)} onConfirm={() => void confirm()} />
      </Suspense>
    </>
  );
}
