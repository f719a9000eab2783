import { useEffect, useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isSticky, toastStore, type Toast, type ToastStore, type ToastVariant } from '@/lib/toast/toast-store';

const SEVERITY: Record<ToastVariant, AlertColor> = { SUCCESS: 'success', ERROR: 'error', INFO: 'info' };

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (isSticky(toast)) return;
    const timer = window.setTimeout(() => store.dismiss(toast.id), toast.timeout);
    return () => window.clearTimeout(timer);
  }, [toast, store]);

  const action = toast.action ? (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        toast.action?.onClick();
        store.dismiss(toast.id);
      }}
    >
      {toast.action.label}
    </Button>
  ) : undefined;

  return (
    <Alert
      severity={SEVERITY[toast.variant]}
      variant="filled"
      role={toast.variant === 'ERROR' ? 'alert' : 'status'}
      action={action}
      onClose={action ? undefined : () => store.dismiss(toast.id)}
      slotProps={{ closeButton: { 'aria-label': t('app.close'), title: t('app.close') } }}
      sx={{ minWidth: 320, maxWidth: 520, boxShadow: 3 }}
    >
      {typeof toast.message === 'string' ? (
        toast.message
      ) : (
        <>
          <AlertTitle>{toast.message.title}</AlertTitle>
          {toast.message.subtitle}
        </>
      )}
    </Alert>
  );
}

/** Renders the toast facade's queue (docs/requirements.md §2 "Toasts": icon and colour per variant, close or action). */
export function ToastViewport({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <Stack spacing={1} sx={{ position: 'fixed', bottom: 16, left: 16, zIndex: (theme) => theme.zIndex.snackbar }} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </Stack>
  );
}
