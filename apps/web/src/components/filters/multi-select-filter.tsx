import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  code: string;
  label: string;
  count?: number;
}

export interface MultiSelectFilterProps {
  label: string;
  options: readonly FilterOption[];
  /** Selected codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** Most codes that may be chosen (docs/requirements.md §5: 1 to 100 per filter). */
  max?: number;
}

/**
 * A multi-select list filter whose state lives in the URL (not a form field). Options show their
 * match count; selected codes missing from the options are kept so a shared URL still applies.
 */
export function MultiSelectFilter({ label, options, value, onChange, max = 100 }: MultiSelectFilterProps) {
  const known = new Map(options.map((o) => [o.code, o]));
  const selected = value.map((code) => known.get(code) ?? { code, label: code });
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={2}
      options={options as FilterOption[]}
      value={selected}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      getOptionLabel={(o) => o.label}
      getOptionDisabled={() => value.length >= max}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.count === undefined ? o.label : `${o.label} (${o.count})`}
        </li>
      )}
      onChange={(_event, next) => onChange(next.map((o) => o.code))}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: 1 }}
    />
  );
}
