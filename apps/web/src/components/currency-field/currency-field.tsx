import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatMoneyInput, parseMoneyInput } from '@/lib/format';

export interface CurrencyFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> {
  control: Control<T, C, O>;
  /** A field holding integer grosze (number) or null. */
  name: FieldPath<T>;
  label: string;
  /** Shown (and the field marked invalid) when the text is not a PLN amount, e.g. "12,3,4". */
  invalidMessage: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * A PLN amount field bound to react-hook-form whose form value is integer grosze (or null when
 * empty): the user types Polish text ("1 234,56", "20.5 zł"), `parseMoneyInput` (lib/format, domain
 * `parsePln`, half-up) turns it into grosze on every keystroke, and blur rewrites the text as
 * "1234,56". Unparseable text keeps the value null and fails validation with `invalidMessage`.
 */
export function CurrencyField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  invalidMessage,
  helperText,
  ...rest
}: CurrencyFieldProps<T, C, O>) {
  const textRef = useRef('');
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: () => textRef.current.trim() === '' || parseMoneyInput(textRef.current) !== null || invalidMessage },
  });
  const grosze: number | null = typeof field.value === 'number' ? field.value : null;
  const [text, setTextState] = useState(() => formatMoneyInput(grosze));
  const setText = (next: string) => {
    textRef.current = next;
    setTextState(next);
  };
  textRef.current = text;

  // The form changed the value from outside (reset, setValue): show it, unless the text already means it.
  useEffect(() => {
    const parsed = parseMoneyInput(textRef.current);
    if (grosze === parsed) return;
    if (grosze === null && textRef.current.trim() !== '' && parsed === null) return;
    setText(formatMoneyInput(grosze));
  }, [grosze]);

  return (
    <TextField
      {...rest}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(parseMoneyInput(e.target.value));
      }}
      onBlur={() => {
        const parsed = parseMoneyInput(textRef.current);
        if (parsed !== null) setText(formatMoneyInput(parsed));
        field.onBlur();
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> },
      }}
    />
  );
}
