import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { plPL } from '@mui/x-date-pickers/locales';
import { pl } from 'date-fns/locale/pl';

/** The pickers' Polish texts (here rather than in the theme, so the pickers' code stays out of the app shell). */
const POLISH_TEXTS = plPL.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI X date pickers on date-fns with the Polish locale (DD.MM.YYYY; the pickers' Polish texts). Wraps each picker rather than the whole app, so the picker adapter loads only with the
 * screens that show a date (docs/web-first-load.md: a light first load).
 */
export function PolishDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pl} localeText={POLISH_TEXTS}>
      {children}
    </LocalizationProvider>
  );
}
