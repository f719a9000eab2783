import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { AccountSettings } from '@/features/account-settings';
import { accountQueryOptions, accountsListQueryOptions } from '@/features/accounts';
import { NotificationPreferencesCard } from '@/features/notifications';
import { ChangeHistoryCard } from '@/features/history';
import Stack from '@mui/material/Stack';

/** /accounts/{accountId}/settings — "Ad account settings" (docs/requirements.md §2). */
export function AccountSettingsRoute() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  const queryClient = useQueryClient();
  // A new name must show in the switcher and the accounts list too.
  const onRenamed = () => {
    void queryClient.invalidateQueries({ queryKey: accountsListQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: accountQueryOptions(accountId).queryKey });
  };
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <AccountSettings accountId={accountId} onRenamed={onRenamed} />
      <Stack spacing={3} sx={{ mt: 3 }}>
        <NotificationPreferencesCard />
        <ChangeHistoryCard owner={{ kind: 'account', id: accountId }} />
      </Stack>
    </>
  );
}
