import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '@/components/tooltip/tooltip';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/lib/lazy-part';
import { useNotifications } from '../api/notifications';

// The popover (MUI Popover, Modal) loads on first use: the app bar is on the first screen (docs/web-performance.md).
const Popup = lazyPart(() => import('./notification-popover').then((m) => m.NotificationPopover));

/**
 * The unread count on the bell's corner, drawn as MUI's standard error-coloured Badge (a span: MUI's Badge is the
 * only user of its code on the first screen, docs/web-performance.md). Hidden from assistive technology: the
 * button's name says it.
 */
function UnreadBadge({ shown }: { shown: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={(theme) => ({
        position: 'absolute',
        top: 8,
        right: 8,
        transform: 'translate(50%, -50%)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        minWidth: 20,
        height: 20,
        px: '6px',
        borderRadius: '10px',
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontFamily: theme.typography.fontFamily,
        fontWeight: theme.typography.fontWeightMedium,
        fontSize: theme.typography.pxToRem(12),
        lineHeight: 1,
        pointerEvents: 'none',
      })}
    >
      {shown}
    </Box>
  );
}

/**
 * The bell of the app bar (docs/notifications.md): the unread count as a badge (also in the button's accessible
 * name), polled every minute; a popover lists the newest notices, each linking to the screen that explains it
 * (opening one marks it read), with "mark read" and "mark all read". The popover's code loads when the pointer or
 * focus first reaches the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  // The badge shows at most "99+"; the button's name holds the same text (WCAG 2.5.3 "Label in Name").
  const shown = unread > 99 ? '99+' : String(unread);
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread, shown }) : t('notifications.bell');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onPointerEnter={Popup.preload}
          onFocus={Popup.preload}
          onClick={(e) => {
            setUsed(true);
            setAnchor(e.currentTarget);
          }}
        >
          <NotificationsOutlinedIcon />
          {unread > 0 ? <UnreadBadge shown={shown} /> : null}
        </IconButton>
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <Popup.Component anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
