import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/card/section-card';
import { z } from 'zod';
import { InlineForm } from '@/components/form/inline-form';
import { FormTextField } from '@/components/form/form-text-field';
import { ApiError } from '@/lib/api/errors';
import { notifyError } from '@/lib/api/query-client';
import { toast } from '@/lib/toast/toast-store';
import { formatNumber } from '@/lib/format';
import { useRenameAccount, type VersionedAccount } from '../api/account';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

/** Server limit of an account name (AccountPatchSchema maxLength). */
export const ACCOUNT_NAME_MAX = 200;

/**
 * Account data and renaming (PATCH /accounts/{id} with If-Match). A taken name is shown at the field
 * (AccountNameTakenException's catalogue message); other failures go to the shared handler.
 */
export function AccountNameForm({
  accountId,
  current,
  onRenamed,
}: {
  accountId: string;
  current: VersionedAccount;
  onRenamed?: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, t('settings.nameRequired'))
      .max(ACCOUNT_NAME_MAX, t('settings.nameTooLong', { max: ACCOUNT_NAME_MAX })),
  });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: current.account.name } });
  const rename = useRenameAccount(accountId, onRenamed);
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ name, version: current.version });
      toast.success(t('settings.renamed'));
      setEditing(false);
    } catch (error) {
      if (error instanceof ApiError && error.type === 'AccountNameTakenException') form.setError('name', { message: error.message });
      else notifyError(error);
    }
  });
  const { account } = current;
  return (
    <SectionCard title={t('settings.account')}>
      {editing ? (
        <InlineForm onSubmit={submit} row="sm" marginBottom={2}>
          <FormTextField control={form.control} name="name" label={t('settings.name')} autoFocus sx={{ minWidth: { sm: 360 } }} />
          <StaffEditGuard need="members">
            <Button type="submit" variant="contained" loading={rename.isPending}>
              {t('settings.save')}
            </Button>
          </StaffEditGuard>
          <Button
            onClick={() => {
              form.reset({ name: account.name });
              setEditing(false);
            }}
          >
            {t('settings.cancel')}
          </Button>
        </InlineForm>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <div>
            <Typography variant="caption" color="text.secondary">
              {t('settings.name')}
            </Typography>
            <Typography variant="h6" component="p">
              {account.name || t('accounts.unnamed')}
            </Typography>
          </div>
          <StaffEditGuard need="members">
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('settings.edit')}
            </Button>
          </StaffEditGuard>
        </Stack>
      )}
      <Stack direction="row" spacing={4}>
        <div>
          <Typography variant="caption" color="text.secondary">
            {t('settings.type')}
          </Typography>
          <Typography>{t(`accounts.types.${account.type}`)}</Typography>
        </div>
        <div>
          <Typography variant="caption" color="text.secondary">
            {t('settings.products')}
          </Typography>
          <Typography>{formatNumber(account.inventory.productCount)}</Typography>
        </div>
      </Stack>
    </SectionCard>
  );
}
