import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';

/** Brand-safe defaults for banner backgrounds and announcement accents. */
export const DEFAULT_SWATCHES = ['#1F3A93', '#E4572E', '#2E7D32', '#F9A825', '#6A1B9A', '#00838F', '#212121', '#FFFFFF'];

/** "#abc" / "abc" / "#AABBCC" → "#AABBCC"; null when not a hex colour. */
export function normaliseHex(text: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${hex.toUpperCase()}`;
}

export interface ColourPickerProps {
  label: string;
  /** "#RRGGBB" or null when none is chosen. */
  value: string | null;
  onChange: (hex: string) => void;
  /** Label of the hex text field, e.g. "Hex code". */
  hexLabel: string;
  /** Shown when the typed text is not a hex colour. */
  invalidMessage: string;
  swatches?: readonly string[];
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * A colour chosen from swatches (a radio group, each named by its hex code), the system colour dialog,
 * or typed as hex. The value is always upper-case "#RRGGBB".
 */
export function ColourPicker({
  label,
  value,
  onChange,
  hexLabel,
  invalidMessage,
  swatches = DEFAULT_SWATCHES,
  disabled,
  error,
  helperText,
}: ColourPickerProps) {
  const labelId = useId();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const typedInvalid = text.trim() !== '' && normaliseHex(text) === null;
  return (
    <FormControl error={error || typedInvalid} disabled={disabled} component="fieldset">
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <Box role="radiogroup" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        {swatches.map((s) => {
          const hex = normaliseHex(s) ?? s;
          const checked = value === hex;
          return (
            <Box
              key={hex}
              component="button"
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={hex}
              disabled={disabled}
              onClick={() => onChange(hex)}
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: hex,
                cursor: disabled ? 'default' : 'pointer',
                border: '2px solid',
                borderColor: checked ? 'primary.main' : 'divider',
                outline: checked ? '2px solid' : 'none',
                outlineColor: 'primary.light',
                outlineOffset: 2,
                opacity: disabled ? 0.5 : 1,
              }}
            />
          );
        })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          component="input"
          type="color"
          aria-label={label}
          disabled={disabled}
          value={value ?? '#000000'}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value.toUpperCase())}
          sx={{ width: 40, height: 40, p: 0, border: 'none', bgcolor: 'transparent' }}
        />
        <TextField
          label={hexLabel}
          value={text}
          disabled={disabled}
          error={typedInvalid}
          onChange={(e) => {
            setText(e.target.value);
            const hex = normaliseHex(e.target.value);
            if (hex) onChange(hex);
          }}
          sx={{ maxWidth: 160 }}
        />
      </Stack>
      {typedInvalid || helperText ? <FormHelperText>{typedInvalid ? invalidMessage : helperText}</FormHelperText> : null}
    </FormControl>
  );
}
