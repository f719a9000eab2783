import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { announcementColours as colours } from '@/components/announcement/announcement-colours';

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
