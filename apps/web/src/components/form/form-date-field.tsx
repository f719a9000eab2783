import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { PolishDates } from '@/components/dates/polish-dates';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormDateFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = {
  /** The form's control; its transformed output type O may differ from the field values T. */
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
} & Omit<DatePickerProps, 'value' | 'onChange' | 'label' | 'name'>;

/**
 * MUI X DatePicker bound to react-hook-form; the value is a local `Date` (midnight of the chosen
 * calendar day) or null. Locale (Polish, DD.MM.YYYY) comes from PolishDates.
 */
export function FormDateField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  ...rest
}: FormDateFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PolishDates>
      <DatePicker
        {...rest}
        label={label}
        name={field.name}
        value={field.value ?? null}
        onChange={(value) => field.onChange(value)}
        inputRef={field.ref}
        slotProps={{
          textField: {
            onBlur: field.onBlur,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message ?? helperText,
            fullWidth: true,
            size: 'small',
          },
        }}
      />
    </PolishDates>
  );
}
