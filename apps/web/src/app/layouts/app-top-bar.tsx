import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '@/components/tooltip/tooltip';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccountOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AccountSwitcher, UserMenu, accountQueryOptions, useUserInfo } from '@/features/accounts';
import { NotificationBell } from '@/features/notifications';
import { roleCan } from '@/lib/account-role';
import { useAuth } from '@/lib/auth/auth-provider';

/** App bar of the default layout: product name (home link), account switcher, the notification bell, billing (roles that may see it), account settings, the staff area (marops; its screens are in the staff navigation), Help Center, the user menu (name, language), sign-out. */
export function AppTopBar({ accountId }: { accountId: string | undefined }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { data: user } = useUserInfo();
  // The billing link only for roles that may see billing (docs/access-roles.md: not a campaign manager).
  const { data: account } = useQuery({ ...accountQueryOptions(accountId ?? ''), enabled: Boolean(accountId) });
  const billing = roleCan(account?.role, 'billing-read');
  const name = user?.name || auth.tokenName || t('shell.defaultUserName'); // docs/requirements.md §3: name defaults to "User"
  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      {/* On a phone the bar wraps to two rows instead of overflowing the screen (390 px, docs/requirements.md §9 xs). */}
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}>
        <Typography variant="h6" component={Link} to="/" sx={{ color: 'inherit', textDecoration: 'none', mr: 2 }}>
          {t('app.name')}
        </Typography>
        <AccountSwitcher accountId={accountId} />
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        {accountId && billing ? (
          <Tooltip title={t('shell.billing')}>
            <IconButton color="inherit" component={Link} to={`/accounts/${encodeURIComponent(accountId)}/billing`} aria-label={t('shell.billing')}>
              <ReceiptLongOutlinedIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        {accountId ? (
          <Tooltip title={t('shell.accountSettings')}>
            <IconButton
              color="inherit"
              component={Link}
              to={`/accounts/${encodeURIComponent(accountId)}/settings`}
              aria-label={t('shell.accountSettings')}
            >
              <SettingsOutlinedIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        {user?.roles.includes('marops') ? (
          <Tooltip title={t('staffNav.staffArea')}>
            <IconButton color="inherit" component={Link} to="/marops/accounts" aria-label={t('staffNav.staffArea')}>
              <SupervisorAccountIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title={t('shell.helpCenter')}>
          <IconButton color="inherit" component={Link} to="/help-center" aria-label={t('shell.helpCenter')}>
            <HelpOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ '& .user-menu-name': { display: { xs: 'none', md: 'inline' }, ml: 1 } }}>
          <UserMenu name={name} />
        </Box>
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => void auth.logout()}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('app.signOut')}
        </Button>
        <IconButton
          color="inherit"
          aria-label={t('app.signOut')}
          onClick={() => void auth.logout()}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <LogoutIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
