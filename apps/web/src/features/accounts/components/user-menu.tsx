import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/lib/lazy-part';
import { useLanguage } from '@/lib/i18n/use-language';
import { useChooseLanguage } from '../api/set-language';

// The menu (MUI Menu, Popover, Modal) loads on first use: the app bar is on the first screen (docs/web-performance.md).
const Popup = lazyPart(() => import('./user-menu-popup').then((m) => m.UserMenuPopup));

/**
 * The user menu of the app bar: a button with the user's name (accessible name "User menu: {name}") opening
 * a menu whose "Language" section holds the radio items "English" and "Polski" (the chosen one checked).
 * Choosing switches the UI at once and stores the choice for the user (useChooseLanguage). The menu's code
 * loads when the pointer or focus first reaches the button.
 */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const choose = useChooseLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const label = `${t('app.userMenu')}: ${name}`;
  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onPointerEnter={Popup.preload}
        onFocus={Popup.preload}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <AccountCircleOutlinedIcon />
        <span className="user-menu-name">{name}</span>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <Popup.Component
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={(lng) => {
              setAnchor(null);
              if (lng !== current) choose.mutate(lng);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
