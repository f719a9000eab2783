import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PolishDates } from '@/components/dates/polish-dates';
import { dateToDay, dayToDate } from '@/lib/days';

/** Props of DateRangeFilter (date-range-filter.tsx), which loads this module on first render. */
export interface DateRangeFilterProps {
  /** Warsaw days, YYYY-MM-DD. */
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onChange: (range: { from: string; to: string }) => void;
  maxDay?: string;
}

/** The two MUI X pickers of DateRangeFilter; applies only complete, ordered ranges. */
export function DateRangePickers({ from, to, fromLabel, toLabel, onChange, maxDay }: DateRangeFilterProps) {
  const max = dayToDate(maxDay) ?? undefined;
  const apply = (next: { from: string; to: string }) => {
    if (next.from <= next.to) onChange(next);
  };
  const valid = (d: Date | null): d is Date => d instanceof Date && !Number.isNaN(d.getTime());
  return (
    <PolishDates>
      <Stack direction="row" spacing={2}>
        <DatePicker
          label={fromLabel}
          value={dayToDate(from)}
          maxDate={dayToDate(to) ?? undefined}
          onChange={(d) => valid(d) && apply({ from: dateToDay(d), to })}
          slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
        />
        <DatePicker
          label={toLabel}
          value={dayToDate(to)}
          minDate={dayToDate(from) ?? undefined}
          maxDate={max}
          onChange={(d) => valid(d) && apply({ from, to: dateToDay(d) })}
          slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
        />
      </Stack>
    </PolishDates>
  );
}
