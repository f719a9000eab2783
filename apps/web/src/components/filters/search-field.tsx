import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** A search box (`type="search"`) with the magnifier in front of the text. */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return (
    <TextField
      {...props}
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
