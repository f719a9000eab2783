import { useState, type ComponentType } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import { OutlinedField } from '@/components/outlined-field/outlined-field';
import { dayToDate, localDateParts } from '@/lib/days';
import type { DateRangeFilterProps, DateRangePickers as Pickers, PickerIntent } from './date-range-pickers';

export type { DateRangeFilterProps } from './date-range-pickers';

/** The pickers once their code is here (later filters then render them at once). */
let loadedPickers: typeof Pickers | undefined;
// The MUI X date pickers (~55 kB gzip) load when the user reaches for the filter — pointer over it,
// a touch or keyboard focus — not with the screen (docs/web-first-load.md: a light first load).
const loadPickers = () =>
  import('./date-range-pickers').then((m) => {
    loadedPickers = m.DateRangePickers;
    return m.DateRangePickers;
  });

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
    return date ? localDateParts(date).reverse().join('.') : '';
  };
  const field = (which: 'from' | 'to', label: string, day: string) => (
    <OutlinedField
      label={label}
      value={shown(day)}
      size="small"
      sx={{ width: 180 }}
      onFocus={() => onIntent({ field: which, open: false })}
      htmlInput={{ readOnly: true }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton edge="end" size="small" aria-label={label} onClick={() => onIntent({ field: which, open: true })}>
            <EventIcon fontSize="small" />
          </IconButton>
        </InputAdornment>
      }
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
  const [pickers, setPickers] = useState<{ Component: ComponentType<DateRangeFilterProps & { intent?: PickerIntent }> } | undefined>(
    loadedPickers ? { Component: loadedPickers } : undefined,
  );
  // What the user did meanwhile (focused a field, opened a calendar), handed to the pickers.
  const [intent, setIntent] = useState<PickerIntent | null>(null);
  const [asked, setAsked] = useState(false);
  const ask = (next: PickerIntent | null) => {
    if (next) setIntent(next);
    if (asked) return;
    setAsked(true);
    // The pickers replace the stand-ins only once loaded, never in the middle of a tap or click.
    void loadPickers()
      .then((Component) => setPickers({ Component }))
      .catch(() => setAsked(false));
  };
  if (!pickers) return <RangePlaceholder {...props} onIntent={ask} />;
  return <pickers.Component {...props} {...(intent ? { intent } : {})} />;
}
