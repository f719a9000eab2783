import type { FormEventHandler, ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { BaseDialog } from './base-dialog';

/**
 * A dialog that is one form (open while mounted): title, the fields, then Cancel (closes) and the
 * submit button, which shows `pending` as loading. Escape and scrim clicks close it as BaseDialog allows.
 */
export function FormDialog({
  titleId,
  title,
  onSubmit,
  onClose,
  cancelLabel,
  submitLabel,
  submitColor,
  pending,
  children,
}: {
  /** Id of the title, the dialog's accessible name. */
  titleId: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <BaseDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" color={submitColor} loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </BaseDialog>
  );
}
