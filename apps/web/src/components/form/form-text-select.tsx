import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useTextInput, type FormFieldProps } from './use-text-input';

export interface FormTextSelectProps<T extends FieldValues, C = unknown, O extends FieldValues = T> extends FormFieldProps<T, C, O> {
  /** Suggestions shown while typing; free text is allowed unless `strict`. */
  suggestions: readonly string[];
  /** Only a suggestion may be chosen (no free text). */
  strict?: boolean;
  loading?: boolean;
}

/**
 * A text field with suggestions (combobox) bound to react-hook-form; the field value is the text
 * (string, '' when empty).
 */
export function FormTextSelect<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  suggestions,
  strict,
  helperText,
  disabled,
  loading,
  size,
}: FormTextSelectProps<T, C, O>) {
  const { field, input } = useTextInput(control, name, helperText);
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete<string, false, false, boolean>
      freeSolo={!strict}
      options={suggestions as string[]}
      value={text || null}
      inputValue={strict ? undefined : text}
      onInputChange={strict ? undefined : (_e, next) => field.onChange(next)}
      onChange={(_e, next) => field.onChange(next ?? '')}
      disabled={disabled}
      loading={loading}
      size={size}
      renderInput={(params) => <TextField {...params} {...input} label={label} />}
    />
  );
}
