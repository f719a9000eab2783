import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/api/query-client';
import { toast } from '@/lib/toast/toast-store';
import type { VersionedStaffAccount } from '../api/get-staff-account';
import { useUpdateStaffAccount } from '../api/update-staff-account';
import { AccountFields } from './account-fields';
import { accountFormSchema, fieldError, toFormValues, toUpdateBody, type AccountFormValues } from './account-form-schema';

/**
 * Edits an account with If-Match from its ETag. A stale version answers 412, whose
 * catalogue message ("The resource has been modified…") goes to the shared handler.
 */
export function AccountEditForm({ current, onDone }: { current: VersionedStaffAccount; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema(t, false)),
    defaultValues: toFormValues(current.account),
  });
  const update = useUpdateStaffAccount(current.account.id);
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ body: toUpdateBody(values), version: current.version });
      toast.success(t('staffAccounts.saved'));
      onDone();
    } catch (error) {
      const problem = fieldError(error, t);
      if (problem) form.setError(problem.field, { message: problem.message });
      else notifyError(error);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
      <AccountFields control={form.control} withEmail={false} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('settings.save')}
        </Button>
        <Button onClick={onDone}>{t('settings.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
