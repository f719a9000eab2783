import { useId, type FocusEventHandler, type ChangeEventHandler, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  type?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the `<input>` itself (readOnly, autoComplete, …). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text field that looks, names and describes like MUI's `TextField` (label bound to the input, helper
 * text as its description), built from `FormControl`, `InputLabel` and `OutlinedInput` only. `TextField` imports
 * `Select` and with it the menu, popover and modal code for its `select` mode; the first screen's fields use this
 * instead so that code loads only with the screens that open a select (docs/web-performance.md).
 */
export function OutlinedField({ label, size, fullWidth, helperText, sx, htmlInput, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} inputProps={htmlInput} aria-describedby={helperText ? helperId : undefined} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
