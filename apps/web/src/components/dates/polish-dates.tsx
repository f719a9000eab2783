import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, plPL } from '@mui/x-date-pickers/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { pl } from 'date-fns/locale/pl';
import { useLanguage } from '@/lib/i18n/use-language';

/**
 * The pickers' texts and date-fns locale (month and day names, weeks from Monday) in each language; here
 * rather than in the theme, so the pickers' code stays out of the app shell.
 */
const PICKERS = {
  en: { texts: enUS.components.MuiLocalizationProvider.defaultProps.localeText, adapterLocale: enGB },
  pl: { texts: plPL.components.MuiLocalizationProvider.defaultProps.localeText, adapterLocale: pl },
};

/** Dates typed and shown as DD.MM.YYYY in both languages (docs/requirements.md §9). */
const DATE_FORMATS = { keyboardDate: 'dd.MM.yyyy' };

/**
 * MUI X date pickers on date-fns: texts and month names in the UI's language, Polish date format
 * (DD.MM.YYYY) in both. Wraps each picker rather than the whole app, so the picker adapter loads only
 * with the screens that show a date (docs/web-first-load.md: a light first load).
 */
export function PolishDates({ children }: { children: ReactNode }) {
  const { texts, adapterLocale } = PICKERS[useLanguage()];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale} localeText={texts} dateFormats={DATE_FORMATS}>
      {children}
    </LocalizationProvider>
  );
}
