import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/card/section-card';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoader } from '@/components/layout/page-state';
import { setStaffActing } from '@/lib/api/staff-acting';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useStaffAccount } from '../api/get-staff-account';
import { AccountEditForm } from './account-edit-form';
import { AccountPeople } from './account-people';
import { AccountStatusChip } from './account-status-chip';
import { LifecycleActions } from './lifecycle-actions';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </div>
  );
}

/**
 * One account for staff: data, status and reason, members and invitations (resend), edit
 * (If-Match), lifecycle actions, and "Open as staff" — the advertiser screens in acting-as-staff mode
 * (read-only until staff switch to edit; lib/api/staff-acting.ts).
 */
export function StaffAccountDetail({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const { data, isPending } = useStaffAccount(accountId);
  if (isPending || !data) return <PageLoader />;
  const { account } = data;
  const openAsStaff = () => {
    setStaffActing({ accountId, mode: 'read' });
    void navigate(paths.campaignsList(accountId));
  };
  return (
    <>
      <PageHeader
        title={t('staffAccounts.detailTitle', { name: account.name })}
        actions={
          <Button variant="contained" onClick={openAsStaff}>
            {t('staffAccounts.openAsStaff')}
          </Button>
        }
      />
      <Stack spacing={3}>
        {account.status !== 'ACTIVE' ? (
          <Alert severity={account.status === 'SUSPENDED' ? 'warning' : 'error'}>
            {t(`staffAccounts.statuses.${account.status}`)}
            {account.statusChangedAt ? ` · ${formatDateTime(account.statusChangedAt)}` : ''}
            {account.statusReason ? ` — ${account.statusReason}` : ''}
          </Alert>
        ) : null}
        <Card variant="outlined">
          <CardContent>
            {editing ? (
              <AccountEditForm current={data} onDone={() => setEditing(false)} />
            ) : (
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ flexWrap: 'wrap' }}>
                  <Field label={t('staffAccounts.fields.type')} value={t(`accounts.types.${account.type}`)} />
                  {account.type === 'BRAND' ? (
                    <Field label={t('staffAccounts.fields.brandCodes')} value={account.brandCodes.join(', ')} />
                  ) : (
                    <Field label={t('staffAccounts.fields.storeId')} value={account.storeId ?? '—'} />
                  )}
                  <Field
                    label={t('staffAccounts.fields.channels')}
                    value={account.channels.map((c) => t(`staffAccounts.channels.${c}`)).join(', ')}
                  />
                  <Field label={t('staffAccounts.fields.markets')} value={account.markets.join(', ')} />
                  <Field label={t('staffAccounts.fields.taxId')} value={account.taxId ?? '—'} />
                </Stack>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <AccountStatusChip status={account.status} />
                  <Button variant="outlined" onClick={() => setEditing(true)}>
                    {t('settings.edit')}
                  </Button>
                </Stack>
              </Stack>
            )}
          </CardContent>
        </Card>
        <SectionCard title={t('staffAccounts.people')}>
          <AccountPeople account={account} />
        </SectionCard>
        <LifecycleActions current={data} />
      </Stack>
    </>
  );
}
