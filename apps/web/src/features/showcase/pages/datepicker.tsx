import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FormDateField } from '@/components/form/form-date-field';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

interface Values {
  start: Date | null;
  end: Date | null;
  locked: Date | null;
  bad: Date | null;
}

export function DatepickerPage() {
  const { control } = useDemoForm<Values>(
    { start: new Date(2026, 5, 1), end: null, locked: new Date(2026, 0, 15), bad: null },
    'bad',
    'The end date must be after the start date',
  );
  const [range, setRange] = useState({ from: '2026-06-01', to: '2026-06-30' });
  return (
    <ShowcasePage
      title="Datepicker"
      description="MUI X date picker in Polish (DD.MM.YYYY) from PolishDates (wrapping each picker). FormDateField binds it to react-hook-form (a local Date); DateRangeFilter is a from–to filter of Warsaw days kept in the URL."
      components={['FormDateField', 'DateRangeFilter']}
      source="components/form/form-date-field.tsx, components/filters/date-range-filter.tsx"
      props={[
        { name: 'control / name / label', type: 'Control<T> / FieldPath<T> / string', description: 'FormDateField: the form field.' },
        { name: 'minDate / maxDate / disabled', type: 'Date / Date / boolean', description: 'FormDateField: limits and state.' },
        { name: 'from / to', type: 'YYYY-MM-DD', description: 'DateRangeFilter: the Warsaw days.' },
        { name: 'onChange', type: '({ from, to }) => void', description: 'DateRangeFilter: called for complete, ordered ranges.' },
      ]}
    >
      <Demo title="Form field states">
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <FormDateField control={control} name="start" label="Start date (with value)" />
          <FormDateField
            control={control}
            name="end"
            label="End date (empty)"
            helperText="Optional: no end date runs until the budget is spent"
          />
          <FormDateField control={control} name="locked" label="Created (disabled)" disabled />
          <FormDateField control={control} name="bad" label="End date (error)" />
        </Stack>
      </Demo>
      <Demo title="Day-range filter">
        <DateRangeFilter from={range.from} to={range.to} fromLabel="From" toLabel="To" onChange={setRange} maxDay="2026-12-31" />
      </Demo>
    </ShowcasePage>
  );
}
