import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import type { FormChoiceProps } from './form-select';
import { useTextInput } from './use-text-input';

export type FormMultiSelectProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = FormChoiceProps<T, C, O>;

/** A multiple-choice select bound to react-hook-form; the field value is a `string[]` of option values. */
export function FormMultiSelect<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  options,
  helperText,
  ...rest
}: FormMultiSelectProps<T, C, O>) {
  const { field, input } = useTextInput(control, name, helperText);
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <TextField
      {...rest}
      select
      label={label}
      {...input}
      value={value}
      onChange={(e) => {
        const next: unknown = e.target.value;
        field.onChange(typeof next === 'string' ? next.split(',') : next);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((v) => (
                <Chip key={v} label={labelOf(v)} size="small" />
              ))}
            </Box>
          ),
        },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          <Checkbox size="small" checked={value.includes(o.value)} tabIndex={-1} />
          <ListItemText primary={o.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
