import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { BaseDialog } from '@/components/dialog/base-dialog';
import { toast } from '@/lib/toast/toast-store';

/** The new key, shown once, with a copy button; closes only by "Done" (persistent). */
export function NewKeyDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard?.writeText(secret ?? '');
    toast.success(t('shopKeys.copied'));
  };
  return (
    <BaseDialog open={secret !== null} persistent onClose={onClose} aria-labelledby="new-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-key-title">{t('shopKeys.newKeyTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('shopKeys.newKeyText')}</DialogContentText>
        <TextField
          fullWidth
          value={secret ?? ''}
          label={t('shopKeys.newKeyTitle')}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-shop-key', style: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('shopKeys.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('shopKeys.done')}
        </Button>
      </DialogActions>
    </BaseDialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before rotating or revoking a key. */
export function ConfirmKeyDialog({ open, title, text, confirm, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <BaseDialog open={open} onClose={onClose} aria-labelledby="confirm-key-title">
      <DialogTitle id="confirm-key-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" color="error" loading={pending} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </BaseDialog>
  );
}
