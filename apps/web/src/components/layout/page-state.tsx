import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Centered spinner with an accessible name, for whole pages and sections. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={label ?? t('app.loading')} />
    </Box>
  );
}

/** Inline notice for an empty or unavailable section (errors themselves go to the toast facade). */
export function EmptyState({ message }: { message: string }) {
  return (
    <Alert severity="info" variant="outlined" role="status">
      {message}
    </Alert>
  );
}
