import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StaffNav } from './staff-nav';

/**
 * Layout of the `/marops/…` screens, inside the default layout: the staff navigation beside the screen on wide
 * screens, and behind a "Staff menu" button in a drawer on a phone (docs/requirements.md §9 xs), so the screen
 * keeps the full width there.
 */
export function StaffLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  if (wide) {
    return (
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ width: 220, flexShrink: 0, position: 'sticky', top: 80 }}>
          <StaffNav />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Button startIcon={<MenuIcon />} onClick={() => setOpen(true)} aria-expanded={open} aria-controls="staff-nav-drawer" sx={{ mb: 2 }}>
        {t('staffNav.menu')}
      </Button>
      <Drawer id="staff-nav-drawer" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 260, p: 1 }}>
          <StaffNav onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
      <Outlet />
    </>
  );
}
