import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormChoiceProps, SelectOption } from './form-select';

export type RadioOption = SelectOption;

/** `label` is the legend of the group, also its accessible name. */
export interface FormRadioGroupProps<T extends FieldValues, C = unknown, O extends FieldValues = T> extends FormChoiceProps<T, C, O> {
  row?: boolean;
}

/** A radio group bound to react-hook-form; the field value is the chosen option's `value` (string). */
export function FormRadioGroup<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  options,
  helperText,
  disabled,
  row,
  size,
}: FormRadioGroupProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        row={row}
        value={field.value ?? ''}
        onChange={(_e, value) => field.onChange(value)}
        onBlur={field.onBlur}
      >
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            disabled={o.disabled}
            control={<Radio size={size} slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}
