import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useTextInput, type FormFieldProps } from './use-text-input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What every choice field wrapper (select, multiple select, radio group) takes. */
export interface FormChoiceProps<T extends FieldValues, C = unknown, O extends FieldValues = T> extends FormFieldProps<T, C, O> {
  options: readonly SelectOption[];
}

export interface FormSelectProps<T extends FieldValues, C = unknown, O extends FieldValues = T> extends FormChoiceProps<T, C, O> {
  required?: boolean;
  fullWidth?: boolean;
}

/** A single-choice select bound to react-hook-form; the field value is an option's `value` or ''. */
export function FormSelect<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  options,
  helperText,
  ...rest
}: FormSelectProps<T, C, O>) {
  const { field, input } = useTextInput(control, name, helperText);
  return (
    <TextField {...rest} select label={label} {...input} value={field.value ?? ''} onChange={field.onChange}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
