import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SellIcon from '@mui/icons-material/Sell';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader, EmptyState } from '@/components/layout/page-state';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAccounts } from '../api/get-accounts-list';

/** The user's ad accounts with type and product count; choosing one opens its campaigns (docs/requirements.md §2 "/"). */
export function AccountsList() {
  const { t } = useTranslation();
  const { data, isPending } = useAccounts();
  if (isPending) return <PageLoader />;
  const accounts = data?.content ?? [];
  if (accounts.length === 0) return <EmptyState message={t('accounts.empty')} />;
  return (
    <Paper variant="outlined">
      <List aria-label={t('routes.home')} disablePadding>
        {accounts.map((account) => (
          <ListItem key={account.id} disablePadding divider>
            <ListItemButton component={Link} to={paths.campaignsList(account.id)}>
              <ListItemIcon>{account.type === 'BRAND' ? <SellIcon /> : <StorefrontIcon />}</ListItemIcon>
              <ListItemText
                primary={account.name || t('accounts.unnamed')}
                secondary={[
                  t(`accounts.types.${account.type}`),
                  `${t('accounts.products')}: ${formatNumber(account.inventory.productCount)}`,
                  ...(account.status === 'ACTIVE' ? [] : [t(`accounts.statusTitles.${account.status}`)]),
                ].join(' · ')}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
