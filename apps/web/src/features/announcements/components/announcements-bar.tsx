import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { announcementColours as colours } from '@/components/announcement/announcement-colours';
import { isRefusedProtocol } from '@/lib/navigation/external';
import { useAnnouncements, type Announcement } from '../api/get-announcements';
import { useRefreshOnNavigation } from './use-refresh-on-navigation';

/** Time each announcement stays before the carousel moves on, in ms. */
export const ROTATE_MS = 7000;

function AnnouncementText({ announcement }: { announcement: Announcement }) {
  const { link } = announcement;
  if (link && !isRefusedProtocol(link)) {
    return (
      <Link href={link} target="_blank" rel="noopener noreferrer" color="inherit" underline="always">
        {announcement.text}
      </Link>
    );
  }
  return <>{announcement.text}</>;
}

/**
 * The announcements bar (docs/requirements.md §2): a vertical carousel of the account's announcements, each styled by
 * its lower-cased type (class `announcement--{type}`), its text a link opening in a new tab when it has
 * one. Delimiters (the dots) only when there is more than one. Refreshed 500 ms after each route change,
 * except on the staff announcements page.
 */
export function AnnouncementsBar({ accountId }: { accountId: string | undefined }) {
  const { t } = useTranslation();
  const { data, refetch } = useAnnouncements(accountId);
  useRefreshOnNavigation(() => {
    if (accountId) void refetch();
  });
  const items = data ?? [];
  const [index, setIndex] = useState(0);
  const count = items.length;
  useEffect(() => {
    if (count <= 1) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);
  if (count === 0) return null;
  const current = index % count;
  const shown = items[current] as Announcement;
  return (
    <Box
      component="section"
      aria-label={t('shell.announcements')}
      className={`announcements-bar announcement--${shown.type.toLowerCase()}`}
      sx={[colours(shown.type), { overflow: 'hidden', px: 2, py: 0.75, transition: 'background-color 300ms' }]}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: 28 }}>
        <Box sx={{ height: 24, overflow: 'hidden', flex: 1, textAlign: 'center' }} aria-live="polite">
          <Box sx={{ transform: `translateY(-${current * 24}px)`, transition: 'transform 400ms ease-in-out' }}>
            {items.map((a, i) => (
              <Typography
                key={a.id}
                variant="body2"
                className={`announcement announcement--${a.type.toLowerCase()}`}
                aria-hidden={i !== current}
                // An item scrolled out of view keeps its link out of the Tab order too (HTML "inert").
                inert={i !== current}
                sx={{ height: 24, lineHeight: '24px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 500 }}
              >
                <AnnouncementText announcement={a} />
              </Typography>
            ))}
          </Box>
        </Box>
        {count > 1 ? (
          <Stack direction="row" role="group" aria-label={t('shell.announcementPicker')}>
            {items.map((a, i) => (
              <IconButton
                key={a.id}
                size="small"
                color="inherit"
                aria-label={t('shell.showAnnouncement', { number: i + 1 })}
                aria-pressed={i === current}
                onClick={() => setIndex(i)}
                sx={{ p: 0.5 }}
              >
                <Box
                  component="span"
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor', opacity: i === current ? 1 : 0.45 }}
                />
              </IconButton>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
