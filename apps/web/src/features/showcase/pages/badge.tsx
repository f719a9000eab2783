import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import FilterListIcon from '@mui/icons-material/FilterList';
import IconButton from '@mui/material/IconButton';
import { CountBadge } from '@/components/badge/count-badge';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

export function BadgePage() {
  return (
    <ShowcasePage
      title="Badge"
      description="A count on the corner of an icon or button. The count is formatted in Polish and announced with what it counts."
      components={['CountBadge']}
      source="components/badge/count-badge.tsx"
      props={[
        { name: 'count', type: 'number', description: 'The number; 0 hides the badge unless showZero.' },
        { name: 'label', type: 'string', description: 'What is counted, for screen readers.' },
        { name: 'max', type: 'number', description: 'Above it the badge shows "max+" (default 99).' },
        { name: 'color', type: "'primary' | 'secondary' | 'error' | …", description: 'Badge colour.' },
        { name: 'dot', type: 'boolean', description: 'A dot instead of the number.' },
      ]}
    >
      <Demo title="Counts">
        <DemoRow>
          <CountBadge count={3} label="unread announcements">
            <IconButton aria-label="Announcements">
              <NotificationsNoneIcon />
            </IconButton>
          </CountBadge>
          <CountBadge count={1250} label="unread announcements" color="error">
            <IconButton aria-label="Announcements (many)">
              <NotificationsNoneIcon />
            </IconButton>
          </CountBadge>
          <CountBadge count={2} label="filters applied" color="secondary">
            <IconButton aria-label="Filters">
              <FilterListIcon />
            </IconButton>
          </CountBadge>
        </DemoRow>
      </Demo>
      <Demo title="Empty, zero shown and dot">
        <DemoRow>
          <CountBadge count={0} label="unread announcements">
            <IconButton aria-label="No announcements">
              <NotificationsNoneIcon />
            </IconButton>
          </CountBadge>
          <CountBadge count={0} label="filters applied" showZero>
            <IconButton aria-label="Filters (none)">
              <FilterListIcon />
            </IconButton>
          </CountBadge>
          <CountBadge count={5} label="new items" dot color="error">
            <IconButton aria-label="New items">
              <NotificationsNoneIcon />
            </IconButton>
          </CountBadge>
        </DemoRow>
      </Demo>
    </ShowcasePage>
  );
}
