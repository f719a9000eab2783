import { createTheme } from '@mui/material/styles';
import { plPL as corePlPL } from '@mui/material/locale';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/**
 * The MUI theme. Locale is infrastructure (docs/conventions.md): MUI core gets its Polish texts here, never per
 * component; the DataGrid and the date pickers get theirs in their one wrapper each
 * (components/data-grid, components/dates), so that their code loads only with the screens that use
 * them. Breakpoints from docs/requirements.md §9.
 */
export const theme = createTheme(
  {
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
    palette: {
      primary: { main: '#1f3a93' },
      secondary: { main: '#e4572e' },
      background: { default: '#f6f7fb' },
    },
    shape: { borderRadius: 8 },
    typography: { h1: { fontSize: '1.75rem', fontWeight: 600 }, h2: { fontSize: '1.25rem', fontWeight: 600 } },
    components: {
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  corePlPL,
);
