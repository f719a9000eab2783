import type { FieldValues } from 'react-hook-form';
import { FormBooleanField, type FormBooleanFieldProps } from './form-boolean-field';

export type FormCheckboxProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = FormBooleanFieldProps<T, C, O>;

/** MUI Checkbox bound to react-hook-form; the field value is a boolean. */
export function FormCheckbox<T extends FieldValues, C = unknown, O extends FieldValues = T>(props: FormCheckboxProps<T, C, O>) {
  return <FormBooleanField as="checkbox" {...props} />;
}
