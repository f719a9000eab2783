import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/i18n/use-language';
import { useChooseLanguage } from '../api/set-language';

/** Each language by its own name, the same whatever the UI's language (a reader finds theirs). */
const NAMES: Record<Language, string> = { en: 'English', pl: 'Polski' };

/**
 * The user menu of the app bar: a button with the user's name (accessible name "User menu: {name}") opening
 * a menu whose "Language" section holds the radio items "English" and "Polski" (the chosen one checked).
 * Choosing switches the UI at once and stores the choice for the user (useChooseLanguage).
 */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const choose = useChooseLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = `${t('app.userMenu')}: ${name}`;
  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <AccountCircleOutlinedIcon />
        <span className="user-menu-name">{name}</span>
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('app.userMenu') } }}
      >
        {/* A menu owns only items and groups (WAI-ARIA "menu"): the heading is presentational and describes the items. */}
        <ListSubheader id="user-menu-language" role="presentation">{t('app.language')}</ListSubheader>
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            role="menuitemradio"
            aria-checked={lng === current}
            aria-describedby="user-menu-language"
            lang={lng}
            onClick={() => {
              setAnchor(null);
              if (lng !== current) choose.mutate(lng);
            }}
          >
            <ListItemIcon>{lng === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{NAMES[lng]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
