import type { SxProps, Theme } from '@mui/material/styles';

/** One choice of a {@link LazySelectProps} select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface LazySelectProps {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** `outlined`: a small outlined field (the app bar's account switcher); `plain`: bare text and arrow (the pager). */
  look: 'outlined' | 'plain';
  /** Names the combobox; else {@link labelId} does, with the shown value (as MUI's Select). */
  ariaLabel?: string;
  labelId?: string;
  /** On the input's root. */
  sx?: SxProps<Theme>;
}

/** What the user did before the select's code was here, carried over to it. */
export interface SelectIntent {
  open: boolean;
  focus: boolean;
}
