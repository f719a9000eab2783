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
      CORE_TEXTS[language],
    );
    themes.set(language, theme);
  }
  return theme;
}

/** The English theme (the default language); screens get theirs through the app provider. */
export const theme = themeFor('en');
