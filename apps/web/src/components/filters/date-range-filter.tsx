import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { format } from 'date-fns';
import { dayToDate } from '@/lib/days';
import type { DateRangeFilterProps } from './date-range-pickers';

export type { DateRangeFilterProps } from './date-range-pickers';

// The MUI X date pickers (~50 kB gzip) load after the screen itself (issue #11: a light first load).
const DateRangePickers = lazy(() => import('./date-range-pickers').then((m) => ({ default: m.DateRangePickers })));

/** The range as read-only fields of the pickers' size and format (DD.MM.YYYY), until the pickers load. */
function RangePlaceholder({ from, to, fromLabel, toLabel }: DateRangeFilterProps) {
  const shown = (day: string) => {
    const date = dayToDate(day);
    return date ? format(date, 'dd.MM.yyyy') : '';
  };
  return (
    <Stack direction="row" spacing={2}>
      <TextField label={fromLabel} value={shown(from)} size="small" sx={{ width: 180 }} disabled />
      <TextField label={toLabel} value={shown(to)} size="small" sx={{ width: 180 }} disabled />
    </Stack>
  );
}

/**
 * A from–to filter of Warsaw days (YYYY-MM-DD; not a form field: its state lives in the URL). Changes
 * are applied only for complete, ordered ranges. Shows the range read-only until the pickers' code
 * has loaded.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  return (
    <Suspense fallback={<RangePlaceholder {...props} />}>
      <DateRangePickers {...props} />
    </Suspense>
  );
}
