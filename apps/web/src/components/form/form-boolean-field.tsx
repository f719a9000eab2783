import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './use-text-input';

/** `label` is the visible label, also the control's accessible name. */
export type FormBooleanFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = FormFieldProps<T, C, O>;

const CONTROLS = { checkbox: Checkbox, switch: Switch } as const;

/**
 * A boolean field bound to react-hook-form, drawn as a MUI Checkbox or Switch (the two differ only
 * in look: a switch is an on/off setting). The field error, else `helperText`, shows below.
 */
export function FormBooleanField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  as,
  control,
  name,
  label,
  helperText,
  disabled,
  size,
}: FormBooleanFieldProps<T, C, O> & { as: keyof typeof CONTROLS }) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? helperText;
  const Control = CONTROLS[as];
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Control
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
