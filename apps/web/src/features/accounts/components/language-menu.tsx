import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/i18n/use-language';
import { useChooseLanguage } from '../api/set-language';

/** Each language by its own name, the same in both languages (a reader finds theirs whatever is shown). */
const NAMES: Record<Language, { name: string; lang: Language }> = {
  en: { name: 'English', lang: 'en' },
  pl: { name: 'Polski', lang: 'pl' },
};

/**
 * The language switcher of the app bar: a "Language" button opening a menu of radio items "English" and
 * "Polski" (the chosen one checked). Choosing switches the UI at once and stores the choice for the user
 * (useChooseLanguage).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLanguage();
  const choose = useChooseLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('shell.language');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': label } }}>
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            role="menuitemradio"
            aria-checked={lng === current}
            lang={NAMES[lng].lang}
            onClick={() => {
              setAnchor(null);
              if (lng !== current) choose.mutate(lng);
            }}
          >
            <ListItemIcon>{lng === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{NAMES[lng].name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
