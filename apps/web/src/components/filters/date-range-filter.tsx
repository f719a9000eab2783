import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import { format } from 'date-fns';
import { dayToDate } from '@/lib/days';
import type { DateRangeFilterProps, PickerIntent } from './date-range-pickers';

export type { DateRangeFilterProps } from './date-range-pickers';

/** Whether the pickers' code is here already (then they render at once). */
let pickersLoaded = false;
const loadPickers = () =>
  import('./date-range-pickers').then((m) => {
    pickersLoaded = true;
    return { default: m.DateRangePickers };
  });
// The MUI X date pickers (~55 kB gzip) load when the user reaches for the filter — pointer over it,
// a touch or keyboard focus — not with the screen (issue #11: a light first load).
const DateRangePickers = lazy(loadPickers);

interface PlaceholderProps extends DateRangeFilterProps {
  onIntent: (intent: PickerIntent | null) => void;
}

/**
 * The range as fields of the pickers' size, look and format (DD.MM.YYYY, calendar button), until the
 * pickers' code has loaded; reaching for them asks for that code, and the field focused or the
 * calendar opened carries over to the pickers.
 */
function RangePlaceholder({ from, to, fromLabel, toLabel, onIntent }: PlaceholderProps) {
  const shown = (day: string) => {
    const date = dayToDate(day);
    return date ? format(date, 'dd.MM.yyyy') : '';
  };
  const field = (which: 'from' | 'to', label: string, day: string) => (
    <TextField
      label={label}
      value={shown(day)}
      size="small"
      sx={{ width: 180 }}
      onFocus={() => onIntent({ field: which, open: false })}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" size="small" aria-label={label} onClick={() => onIntent({ field: which, open: true })}>
                <EventIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return (
    <Stack direction="row" spacing={2} onPointerEnter={() => onIntent(null)} onTouchStart={() => onIntent(null)}>
      {field('from', fromLabel, from)}
      {field('to', toLabel, to)}
    </Stack>
  );
}

/**
 * A from–to filter of Warsaw days (YYYY-MM-DD; not a form field: its state lives in the URL). Changes
 * are applied only for complete, ordered ranges. Shows the range in look-alike fields until the user
 * reaches for it, then loads and shows the pickers.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  // undefined: not asked for yet; null: asked (hover/touch) without a field to carry over.
  const [intent, setIntent] = useState<PickerIntent | null | undefined>(pickersLoaded ? null : undefined);
  const ask = (next: PickerIntent | null) => setIntent((current) => next ?? current ?? null);
  const placeholder = <RangePlaceholder {...props} onIntent={ask} />;
  if (intent === undefined) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DateRangePickers {...props} {...(intent ? { intent } : {})} />
    </Suspense>
  );
}
