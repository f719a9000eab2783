import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/i18n/i18n';

/** Each language by its own name, the same whatever the UI's language (a reader finds theirs). */
const NAMES: Record<Language, string> = { en: 'English', pl: 'Polski' };

export interface UserMenuPopupProps {
  /** The button it opens from; null = closed. */
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}

/**
 * The user menu's popup (loaded on first use, user-menu.tsx): a "Language" section with the radio items "English"
 * and "Polski", the chosen one checked.
 */
export function UserMenuPopup({ anchor, current, onClose, onChoose }: UserMenuPopupProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id="user-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('app.userMenu') } }}
    >
      {/* A menu owns only items and groups (WAI-ARIA "menu"): the heading is presentational and describes the items. */}
      <ListSubheader id="user-menu-language" role="presentation">
        {t('app.language')}
      </ListSubheader>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          role="menuitemradio"
          aria-checked={lng === current}
          aria-describedby="user-menu-language"
          lang={lng}
          onClick={() => onChoose(lng)}
        >
          <ListItemIcon>{lng === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{NAMES[lng]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
