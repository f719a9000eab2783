import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { formatDateTime } from '@/lib/format';
import { useMarkAllRead, useMarkRead, useNotifications, type Notification } from '../api/notifications';

export interface NotificationPopoverProps {
  /** The bell it opens from; null = closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The bell's popover (loaded on first use, notification-bell.tsx; docs/notifications.md): the newest notices, each
 * linking to the screen that explains it (opening one marks it read), with "mark read" and "mark all read".
 */
export function NotificationPopover({ anchor, onClose: close }: NotificationPopoverProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = data?.unread ?? 0;
  const title = (n: Notification) => n.title[language];
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': 'notifications-title', sx: { width: { xs: 320, sm: 400 }, maxHeight: 480 } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography id="notifications-title" variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {t('notifications.listTitle')}
        </Typography>
        <Button size="small" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      {isError ? <Typography sx={{ px: 2, pb: 2 }}>{t('notifications.loadFailed')}</Typography> : null}
      {data && data.content.length === 0 ? <Typography sx={{ px: 2, pb: 2 }}>{t('notifications.empty')}</Typography> : null}
      <List dense aria-labelledby="notifications-title">
        {data?.content.map((n) => (
          <ListItem
            key={n.id}
            disablePadding
            secondaryAction={
              n.readAt ? null : (
                <Button size="small" onClick={() => markRead.mutate(n.id)} aria-label={`${t('notifications.markRead')}: ${title(n)}`}>
                  {t('notifications.markRead')}
                </Button>
              )
            }
          >
            <ListItemButton
              component={Link}
              to={n.linkPath}
              onClick={() => {
                if (!n.readAt) markRead.mutate(n.id);
                close();
              }}
              sx={{ pr: n.readAt ? 2 : 16 }}
            >
              <ListItemText
                primary={title(n)}
                secondary={`${n.readAt ? '' : `${t('notifications.unread')} · `}${formatDateTime(n.createdAt)}`}
                slotProps={{ primary: { sx: { fontWeight: n.readAt ? 'normal' : 'bold' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Popover>
  );
}
