import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Colours of a bar item by its lower-cased type, as the advertisers' announcements bar shows it (docs/requirements.md §2). */
function colours(type: string) {
  return (theme: Theme) => {
    const key = type.toLowerCase();
    const palette = key === 'warning' || key === 'error' || key === 'success' || key === 'info' ? theme.palette[key] : null;
    return palette
      ? { bgcolor: palette.main, color: palette.contrastText }
      : { bgcolor: theme.palette.grey[800], color: theme.palette.common.white };
  };
}

/** A preview of one announcement in the bar: styled by type, its text a link when it has one. */
export function BarPreview({ type, text, link }: { type: string; text: string; link?: string | null }) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('staffContent.announcements.preview')}
      className={`announcement--${type.toLowerCase()}`}
      sx={[{ px: 2, py: 1, textAlign: 'center', borderRadius: 1 }, colours(type)]}
    >
      {link ? (
        <Link href={link} target="_blank" rel="noopener noreferrer" color="inherit" underline="always">
          {text || '…'}
        </Link>
      ) : (
        text || '…'
      )}
    </Box>
  );
}
