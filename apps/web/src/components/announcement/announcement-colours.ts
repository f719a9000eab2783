import type { Theme } from '@mui/material/styles';

/**
 * Colours of an announcement in the bar by its lower-cased type (spec §2): the theme's info, warning,
 * error or success colour; unknown types get the neutral look. For the bar and the staff's preview.
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
