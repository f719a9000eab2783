import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { formatNumber } from '@/lib/format';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormTextareaProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = FormTextFieldProps<T, C, O> & {
  /** Most characters allowed; shows a "used / max" counter under the field. */
  maxLength?: number;
  minRows?: number;
  maxRows?: number;
};

/** A multi-line text field bound to react-hook-form, with an optional character counter. */
export function FormTextarea<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  maxLength,
  minRows = 3,
  maxRows = 8,
  helperText,
  ...props
}: FormTextareaProps<T, C, O>) {
  const value: unknown = useWatch({ control: props.control, name: props.name });
  const used = typeof value === 'string' ? value.length : 0;
  const counter = maxLength === undefined ? undefined : `${formatNumber(used)} / ${formatNumber(maxLength)}`;
  return (
    <FormTextField
      {...props}
      multiline
      minRows={minRows}
      maxRows={maxRows}
      helperText={[helperText, counter].filter(Boolean).join(' · ') || undefined}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
