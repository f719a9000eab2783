import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useAccounts } from '../api/get-accounts-list';

/** App-bar select of the current ad account; switching opens the chosen account's campaigns. */
export function AccountSwitcher({ accountId }: { accountId: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useAccounts();
  const accounts = data?.content ?? [];
  if (accounts.length === 0) return null;
  const known = accounts.some((a) => a.id === accountId);
  return (
    <TextField
      select
      size="small"
      value={known ? accountId : ''}
      onChange={(event) => void navigate(paths.campaignsList(event.target.value))}
      // No visible label on the app bar; the select is named for assistive technology.
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': t('app.account') } } }}
      sx={{ minWidth: 240, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      fullWidth={false}
    >
      <MenuItem value="" disabled>
        {t('app.noAccount')}
      </MenuItem>
      {accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {account.name || t('accounts.unnamed')}
        </MenuItem>
      ))}
    </TextField>
  );
}
