import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface FormSelectProps<T extends FieldValues, C = unknown, O extends FieldValues = T> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
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
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      select
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
