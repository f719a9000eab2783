import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What every field wrapper whose props are not MUI's own takes: the form's control, the field, its label and states. */
export interface FormFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A react-hook-form field and the props an MUI text input takes from it: its name, ref and blur, the
 * error state, and the error message in place of the helper text (docs/conventions.md "one field
 * wrapper per MUI input").
 */
export function useTextInput<T extends FieldValues, C, O extends FieldValues>(
  control: Control<T, C, O>,
  name: FieldPath<T>,
  helperText?: ReactNode,
) {
  const { field, fieldState } = useController({ control, name });
  const input = {
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
  return { field, input };
}
