import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { pl } from 'date-fns/locale/pl';

/**
 * MUI X date pickers on date-fns with the Polish locale (DD.MM.YYYY; texts from the theme's picker
 * locale). Wraps each picker rather than the whole app, so the picker adapter loads only with the
 * screens that show a date (issue #11: a light first load).
 */
export function PolishDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pl}>
      {children}
    </LocalizationProvider>
  );
}
