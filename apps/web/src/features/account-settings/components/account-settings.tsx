import Stack from '@mui/material/Stack';
import { PageLoader } from '@/components/layout/page-state';
import { useSettingsAccount } from '../api/account';
import { useAdTransparency } from '../api/ad-transparency';
import { AccountNameForm } from './account-name-form';
import { AdTransparencyForm } from './ad-transparency-form';
import { AccountUsers } from './account-users';
import { ApiKeys } from './api-keys';

/** The body of "Ad account settings" (docs/requirements.md §2): account data with renaming, the names shown with its ads, then the users and the account's API keys (admins). */
export function AccountSettings({ accountId, onRenamed }: { accountId: string; onRenamed?: () => void }) {
  const { data } = useSettingsAccount(accountId);
  const transparency = useAdTransparency(accountId);
  if (!data) return <PageLoader />;
  return (
    <Stack spacing={3}>
      <AccountNameForm key={data.version ?? 'v'} accountId={accountId} current={data} {...(onRenamed ? { onRenamed } : {})} />
      {transparency.data ? <AdTransparencyForm key={`ad-transparency-${transparency.data.version}`} accountId={accountId} current={transparency.data} /> : null}
      <AccountUsers accountId={accountId} accountName={data.account.name} />
      <ApiKeys accountId={accountId} />
    </Stack>
  );
}
