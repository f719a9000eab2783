import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** One staff screen in the navigation: its path under `/marops` and the i18n key of its label. */
export interface StaffNavItem {
  to: string;
  label: StaffNavLabel;
}
type StaffNavLabel =
  | 'accounts'
  | 'stores'
  | 'shopKeys'
  | 'contentHub'
  | 'announcements'
  | 'staticBanners'
  | 'terms'
  | 'complaints'
  | 'billing'
  | 'auditLog'
  | 'mailOutbox';
type StaffNavGroup = 'accounts' | 'stores' | 'content' | 'complaints' | 'billing' | 'audit';

/**
 * Every staff screen (docs/requirements.md §2.1, §2.3), grouped by what staff do there. The order is the order on
 * screen; a new staff screen gets its entry here.
 */
export const STAFF_NAV: ReadonlyArray<{ group: StaffNavGroup; items: readonly StaffNavItem[] }> = [
  { group: 'accounts', items: [{ to: '/marops/accounts', label: 'accounts' }] },
  {
    group: 'stores',
    items: [
      { to: '/marops/stores', label: 'stores' },
      { to: '/marops/shop-api-keys', label: 'shopKeys' },
    ],
  },
  {
    group: 'content',
    items: [
      { to: '/marops/content-hub', label: 'contentHub' },
      { to: '/marops/announcements', label: 'announcements' },
      { to: '/marops/static-banners', label: 'staticBanners' },
      { to: '/marops/terms', label: 'terms' },
    ],
  },
  { group: 'complaints', items: [{ to: '/marops/complaints', label: 'complaints' }] },
  { group: 'billing', items: [{ to: '/marops/billing', label: 'billing' }] },
  {
    group: 'audit',
    items: [
      { to: '/marops/audit-log', label: 'auditLog' },
      { to: '/marops/mail-outbox', label: 'mailOutbox' },
    ],
  },
];

/**
 * The staff navigation: a named `nav` landmark with one list per group; the link of the screen shown carries
 * `aria-current="page"` (react-router's NavLink). `onNavigate` closes the phone drawer after a choice.
 */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staffNav.label')}>
      {STAFF_NAV.map(({ group, items }) => (
        <List
          key={group}
          dense
          aria-labelledby={`staff-nav-${group}`}
          subheader={
            <ListSubheader id={`staff-nav-${group}`} disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
              {t(`staffNav.groups.${group}`)}
            </ListSubheader>
          }
        >
          {items.map((item) => (
            <li key={item.to}>
              <ListItemButton
                component={NavLink}
                to={item.to}
                onClick={onNavigate}
                sx={{
                  borderRadius: 1,
                  '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
                  '&.active .MuiListItemText-primary': { fontWeight: 600 },
                }}
              >
                <ListItemText primary={t(`staffNav.items.${item.label}`)} />
              </ListItemButton>
            </li>
          ))}
        </List>
      ))}
    </nav>
  );
}
