import type { Theme } from '@mui/material/styles';

/**
 * Colours of an announcement bar item by its lower-cased type (docs/requirements.md §2): the theme's
 * warning, error, success or info palette; unknown types get the neutral look.
 */
export function announcementColours(type: string) {
  return (theme: Theme) => {
    const key = type.toLowerCase();
    const palette = key === 'warning' || key === 'error' || key === 'success' || key === 'info' ? theme.palette[key] : null;
    return palette
      ? { bgcolor: palette.main, color: palette.contrastText }
      : { bgcolor: theme.palette.grey[800], color: theme.palette.common.white };
  };
}
