import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSwitchProps<T extends FieldValues, C = unknown, O extends FieldValues = T> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** The visible label, also the switch's accessible name. */
  label: string;
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** MUI Switch (an on/off setting) bound to react-hook-form; the field value is a boolean. */
export function FormSwitch<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  disabled,
  size,
}: FormSwitchProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={Boolean(field.value)}
            onChange={(_e, checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            size={size}
          />
        }
      />
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}
