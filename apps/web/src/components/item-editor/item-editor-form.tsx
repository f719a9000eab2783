import type { FormEventHandler, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export interface ItemEditorFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** While saving, the submit button is disabled. */
  pending: boolean;
  children: ReactNode;
}

/** An inline create/edit form in an outlined panel: its fields, then the submit and cancel buttons. */
export function ItemEditorForm({ label, onSubmit, submitLabel, cancelLabel, onCancel, pending, children }: ItemEditorFormProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" aria-label={label} onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {children}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel}>{cancelLabel}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
