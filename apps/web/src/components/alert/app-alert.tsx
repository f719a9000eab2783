import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';

/** Same variants as the toast facade (docs/requirements.md §2 "Toasts"), plus WARNING for inline notices. */
export type AlertVariant = 'SUCCESS' | 'ERROR' | 'INFO' | 'WARNING';

const SEVERITY = { SUCCESS: 'success', ERROR: 'error', INFO: 'info', WARNING: 'warning' } as const;

export interface AppAlertProps {
  variant?: AlertVariant;
  title?: string;
  children: ReactNode;
  /** An action button (e.g. "Try again"), shown on the right. */
  action?: ReactNode;
  /** Shows a close control; `closeLabel` is its accessible name. */
  onClose?: () => void;
  closeLabel?: string;
  /** "outlined" for quiet notices inside a page section. */
  appearance?: 'standard' | 'outlined' | 'filled';
}

/**
 * An inline notice inside a page (not a toast): ERROR is announced at once (`role="alert"`), the
 * others politely (`role="status"`).
 */
export function AppAlert({ variant = 'INFO', title, children, action, onClose, closeLabel, appearance = 'standard' }: AppAlertProps) {
  return (
    <Alert
      severity={SEVERITY[variant]}
      variant={appearance}
      role={variant === 'ERROR' ? 'alert' : 'status'}
      action={action}
      onClose={onClose}
      slotProps={closeLabel ? { closeButton: { 'aria-label': closeLabel, title: closeLabel } } : undefined}
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {children}
    </Alert>
  );
}
