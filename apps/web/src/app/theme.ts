import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as coreEnUS, plPL as corePlPL } from '@mui/material/locale';
import type { Language } from '@ads/domain';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

const CORE_TEXTS = { en: coreEnUS, pl: corePlPL } as const;
const themes = new Map<Language, Theme>();

/**
 * The MUI theme in `language`. Locale is infrastructure (docs/conventions.md "The web app"): MUI core gets
 * the texts of the chosen language here, never per component; the DataGrid and the date pickers get theirs
 * in their one wrapper each (components/data-grid, components/dates), so that their code loads only with
 * the screens that use them. Breakpoints from docs/requirements.md §9. One theme object per language.
 */
export function themeFor(language: Language): Theme {
  let theme = themes.get(language);
  if (!theme) {
    theme = createTheme(
      {
        breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
        // Every colour that carries text — white text on a filled chip or the announcements bar, or coloured text of an
        // outlined chip on white — keeps a contrast of at least 4.5:1 (WCAG 2.2 SC 1.4.3, level AA; theme.test.ts). MUI's
        // default warning (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) do not, hence the darker shades; the threshold makes
        // MUI choose dark text for any colour that would give white text less than 4.5:1.
        palette: {
          contrastThreshold: 4.5,
          primary: { main: '#1f3a93' },
          secondary: { main: '#c2410c' },
          warning: { main: '#b45309' },
          info: { main: '#0369a1' },
          background: { default: '#f6f7fb' },
        },
        shape: { borderRadius: 8 },
        typography: { h1: { fontSize: '1.75rem', fontWeight: 600 }, h2: { fontSize: '1.25rem', fontWeight: 600 } },
        components: {
          MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
          MuiButton: { defaultProps: { disableElevation: true } },
          // A disabled field's label and the hint under it (which says why it is disabled: a started campaign's start date,
          // staff read-only) stay readable: text.secondary (4.5:1 or more) instead of the faint disabled grey.
          // An outlined chip (and the campaign status label, components/status-label, drawn the same way) writes in
          // the dark shade of its colour, so that it stays at 4.5:1 or more also on a selected, hovered table row
          // (theme.test.ts).
          MuiChip: {
            styleOverrides: {
              root: ({ ownerState, theme: t }) =>
                ownerState.variant === 'outlined' && ownerState.color && ownerState.color !== 'default'
                  ? { color: t.palette[ownerState.color].dark, borderColor: t.palette[ownerState.color].dark }
                  : {},
            },
          },
          MuiFormLabel: { styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
          MuiFormHelperText: { styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
        },
      },
      CORE_TEXTS[language],
    );
    themes.set(language, theme);
  }
  return theme;
}

/** The English theme (the default language); screens get theirs through the app provider. */
export const theme = themeFor('en');
