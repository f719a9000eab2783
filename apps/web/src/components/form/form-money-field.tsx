import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * A PLN amount typed as text ("20,00"); the form schema turns it into integer grosze with
 * `parseMoneyInput` (lib/format), so no float ever reaches the API.
 */
export function FormMoneyField<T extends FieldValues, C = unknown, O extends FieldValues = T>(props: FormTextFieldProps<T, C, O>) {
  return (
    <FormTextField
      {...props}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> },
      }}
    />
  );
}
