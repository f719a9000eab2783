import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from './bulk-action';

interface BulkConfirmDialogProps {
  /** The action to confirm; null = closed. */
  asked: BulkAction | null;
  /** How many campaigns (or drafts) it changes. */
  count: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Id of the dialog's title (its accessible name). */
  titleId?: string;
}

/**
 * The confirm dialog of BulkActions (bulk-actions.tsx) and of one campaign's actions (campaign-actions.tsx):
 * what the action changes and what follows.
 */
export function BulkConfirmDialog({ asked, count, pending, onCancel, onConfirm, titleId = 'bulk-confirm-title' }: BulkConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={asked !== null} onClose={() => !pending && onCancel()} aria-labelledby={titleId}>
      {asked ? (
        <>
          <DialogTitle id={titleId}>{t(`campaigns.bulk.titles.${asked}`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t(`campaigns.bulk.texts.${asked}`, { count })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onCancel()} disabled={pending}>
              {t('app.cancel')}
            </Button>
            <Button
              variant="contained"
              color={asked === 'DELETE' || asked === 'ARCHIVED' ? 'error' : 'primary'}
              loading={pending}
              onClick={onConfirm}
            >
              {t('campaigns.bulk.confirm')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
