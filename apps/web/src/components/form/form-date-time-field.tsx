import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A `datetime-local` value (local time, minutes) of an ISO instant; '' for none. */
export const toDateTimeLocal = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';

/** The ISO instant of a `datetime-local` value; null for ''. */
export const fromDateTimeLocal = (local: string) => (local ? new Date(local).toISOString() : null);

/** A date and time field (`datetime-local`, label always shrunk) bound to react-hook-form; values via toDateTimeLocal. */
export function FormDateTimeField<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, C, O>, 'type' | 'slotProps'>,
) {
  return <FormTextField {...props} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />;
}
