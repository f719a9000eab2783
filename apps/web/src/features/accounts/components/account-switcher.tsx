import FormControl from '@mui/material/FormControl';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '@/components/lazy-select/lazy-select';
import { paths } from '@/lib/paths';
import { useAccounts } from '../api/get-accounts-list';

/**
 * App-bar select of the current ad account (a combobox named "Account"); switching opens the chosen account's
 * campaigns. Its menu's code loads on first use (LazySelect).
 */
export function AccountSwitcher({ accountId }: { accountId: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useAccounts();
  const accounts = data?.content ?? [];
  if (accounts.length === 0) return null;
  const known = accounts.some((a) => a.id === accountId);
  const options = [
    { value: '', label: t('app.noAccount'), disabled: true },
    ...accounts.map((account) => ({ value: account.id, label: account.name || t('accounts.unnamed') })),
  ];
  return (
    // No visible label on the app bar; the select is named for assistive technology.
    <FormControl size="small" sx={{ minWidth: 240 }}>
      <LazySelect
        look="outlined"
        value={known ? accountId! : ''}
        options={options}
        onChange={(id) => void navigate(paths.campaignsList(id))}
        ariaLabel={t('app.account')}
        sx={{ bgcolor: 'background.paper' }}
      />
    </FormControl>
  );
}
