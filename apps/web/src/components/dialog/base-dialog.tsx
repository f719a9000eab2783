import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { usePersistentError } from '@/lib/toast/toast-store';

export interface BaseDialogProps extends Omit<DialogProps, 'onClose'> {
  /** The dialog ignores Escape and scrim clicks; it closes only through its own buttons. */
  persistent?: boolean;
  /** Called for Escape and scrim clicks when they are allowed to close the dialog. */
  onClose?: () => void;
}

/**
 * Every dialog of the app (docs/requirements.md §2 "Base dialogs close on Escape or scrim click unless persistent or a
 * persistent error exists"): while an unclosable error message is on screen (docs/requirements.md §4 flag), the user
 * must read it before the dialog underneath can go away.
 */
export function BaseDialog({ persistent = false, onClose, ...props }: BaseDialogProps) {
  const persistentError = usePersistentError();
  const locked = persistent || persistentError;
  return (
    <Dialog
      {...props}
      onClose={(_event, reason) => {
        if (locked && (reason === 'escapeKeyDown' || reason === 'backdropClick')) return;
        onClose?.();
      }}
    />
  );
}
