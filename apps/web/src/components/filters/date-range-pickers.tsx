import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PolishDates } from '@/components/dates/polish-dates';
import { dateToDay, dayToDate } from '@/lib/days';

/** Props of DateRangeFilter (date-range-filter.tsx), which loads this module when the user reaches for it. */
export interface DateRangeFilterProps {
  /** Warsaw days, YYYY-MM-DD. */
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onChange: (range: { from: string; to: string }) => void;
  maxDay?: string;
}

/** What the user did to the stand-in fields before the pickers loaded: focused a field, or opened its calendar. */
export interface PickerIntent {
  field: 'from' | 'to';
  open: boolean;
}

/** The two MUI X pickers of DateRangeFilter; applies only complete, ordered ranges. */
export function DateRangePickers({
  from,
  to,
  fromLabel,
  toLabel,
  onChange,
  maxDay,
  intent,
}: DateRangeFilterProps & { intent?: PickerIntent }) {
  const [open, setOpen] = useState<'from' | 'to' | null>(intent?.open ? intent.field : null);
  const max = dayToDate(maxDay) ?? undefined;
  const apply = (next: { from: string; to: string }) => {
    if (next.from <= next.to) onChange(next);
  };
  const valid = (d: Date | null): d is Date => d instanceof Date && !Number.isNaN(d.getTime());
  const focus = (field: 'from' | 'to') => intent?.field === field && !intent.open;
  return (
    <PolishDates>
      <Stack direction="row" spacing={2}>
        <DatePicker
          label={fromLabel}
          value={dayToDate(from)}
          maxDate={dayToDate(to) ?? undefined}
          onChange={(d) => valid(d) && apply({ from: dateToDay(d), to })}
          open={open === 'from'}
          onOpen={() => setOpen('from')}
          onClose={() => setOpen(null)}
          slotProps={{ textField: { size: 'small', sx: { width: 180 }, autoFocus: focus('from') } }}
        />
        <DatePicker
          label={toLabel}
          value={dayToDate(to)}
          minDate={dayToDate(from) ?? undefined}
          maxDate={max}
          onChange={(d) => valid(d) && apply({ from, to: dateToDay(d) })}
          open={open === 'to'}
          onOpen={() => setOpen('to')}
          onClose={() => setOpen(null)}
          slotProps={{ textField: { size: 'small', sx: { width: 180 }, autoFocus: focus('to') } }}
        />
      </Stack>
    </PolishDates>
  );
}
