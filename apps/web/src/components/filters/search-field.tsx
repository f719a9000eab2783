import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { OutlinedField, type OutlinedFieldProps } from '@/components/outlined-field/outlined-field';

/** A search box (`type="search"`) with the magnifier in front of the text; on the first screen, so no `TextField`. */
export function SearchField(props: Omit<OutlinedFieldProps, 'type' | 'startAdornment'>) {
  return (
    <OutlinedField
      {...props}
      type="search"
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
    />
  );
}
