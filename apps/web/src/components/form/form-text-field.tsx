import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTextInput } from './use-text-input';

export type FormTextFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = {
  /** The form's control; its transformed output type O may differ from the field values T. */
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'>;

/**
 * MUI TextField bound to react-hook-form (docs/conventions.md "one field wrapper per MUI input"). The label is
 * the accessible name; the field's error message replaces the helper text.
 */
export function FormTextField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  ...rest
}: FormTextFieldProps<T, C, O>) {
  const { field, input } = useTextInput(control, name, helperText);
  return <TextField {...rest} {...input} value={field.value ?? ''} onChange={field.onChange} label={label} />;
}
