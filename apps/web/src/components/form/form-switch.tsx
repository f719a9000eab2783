import type { FieldValues } from 'react-hook-form';
import { FormBooleanField, type FormBooleanFieldProps } from './form-boolean-field';

export type FormSwitchProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = FormBooleanFieldProps<T, C, O>;

/** MUI Switch (an on/off setting) bound to react-hook-form; the field value is a boolean. */
export function FormSwitch<T extends FieldValues, C = unknown, O extends FieldValues = T>(props: FormSwitchProps<T, C, O>) {
  return <FormBooleanField as="switch" {...props} />;
}
