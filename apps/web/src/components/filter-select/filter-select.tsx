import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FilterOption } from '@/components/filters/multi-select-filter';
import { formatNumber } from '@/lib/format';

export interface FilterSelectProps {
  label: string;
  options: readonly FilterOption[];
  /** Chosen code, or null for "all". */
  value: string | null;
  onChange: (code: string | null) => void;
  /** Text of the no-filter entry, e.g. "All". */
  allLabel: string;
  disabled?: boolean;
  minWidth?: number;
}

const ALL = '';

/**
 * A single-choice list filter whose state lives in the URL (not a form field): a market, a channel, a
 * season. The first entry clears the filter. Options show their match count when known.
 */
export function FilterSelect({ label, options, value, onChange, allLabel, disabled, minWidth = 180 }: FilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      disabled={disabled}
      fullWidth={false}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {o.count === undefined ? o.label : `${o.label} (${formatNumber(o.count)})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
