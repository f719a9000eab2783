import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import { Tooltip } from '@/components/tooltip/tooltip';
import Typography from '@mui/material/Typography';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { formatDateTime } from '@/lib/format';
import { useMarkAllRead, useMarkRead, useNotifications, type Notification } from '../api/notifications';

/**
 * The bell of the app bar (docs/notifications.md): the unread count as a badge (also in the button's accessible
 * name), polled every minute; a popover lists the newest notices, each linking to the screen that explains it
 * (opening one marks it read), with "mark read" and "mark all read".
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = data?.unread ?? 0;
  // The badge shows at most "99+"; the button's name holds the same text (WCAG 2.5.3 "Label in Name").
  const shown = unread > 99 ? '99+' : String(unread);
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread, shown }) : t('notifications.bell');
  const title = (n: Notification) => n.title[language];
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
          {unread > 0 ? (
            <Badge badgeContent={shown} color="error">
              <NotificationsOutlinedIcon />
            </Badge>
          ) : (
            <NotificationsOutlinedIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'notifications-title', sx: { width: { xs: 320, sm: 400 }, maxHeight: 480 } } }}
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
    </>
  );
}
