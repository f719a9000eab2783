import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { LazySelectProps, SelectIntent } from './select-types';

/** MUI's Select with its menu, loaded on first use (lazy-select.tsx); opens and takes focus as the user asked meanwhile. */
export function SelectPart({ value, options, onChange, look, ariaLabel, labelId, sx, intent }: LazySelectProps & { intent: SelectIntent }) {
  return (
    <Select
      value={value}
      onChange={(event) => onChange(String(event.target.value))}
      input={look === 'outlined' ? <OutlinedInput size="small" /> : <InputBase />}
      variant={look === 'outlined' ? 'outlined' : 'standard'}
      labelId={labelId}
      displayEmpty
      defaultOpen={intent.open}
      autoFocus={intent.focus}
      SelectDisplayProps={ariaLabel ? { 'aria-label': ariaLabel } : undefined}
      sx={sx}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </Select>
  );
}
