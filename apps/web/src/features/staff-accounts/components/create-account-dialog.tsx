import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BaseDialog } from '@/components/dialog/base-dialog';
import { notifyError } from '@/lib/api/query-client';
import { toast } from '@/lib/toast/toast-store';
import { useCreateStaffAccount } from '../api/create-staff-account';
import { AccountFields } from './account-fields';
import { accountFormSchema, EMPTY_FORM, fieldError, toCreateBody, type AccountFormValues } from './account-form-schema';

/**
 * "New account" (deep-linkable child route /marops/accounts/create, as Medusa admin's
 * create dialogs): opens the account and e-mails its first member the 7-day invitation. Refusals
 * tied to a field (name taken, banned e-mail or tax id, invalid tax id) show at that field.
 */
export function CreateAccountDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<AccountFormValues>({ resolver: zodResolver(accountFormSchema(t, true)), defaultValues: EMPTY_FORM });
  const create = useCreateStaffAccount();
  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await create.mutateAsync(toCreateBody(values));
      toast.success(t('staffAccounts.created', { email: values.email.trim() }));
      onCreated(data.id);
    } catch (error) {
      const problem = fieldError(error, t);
      if (problem) form.setError(problem.field, { message: problem.message });
      else notifyError(error);
    }
  });
  return (
    <BaseDialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-account-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="create-account-title">{t('staffAccounts.create')}</DialogTitle>
        <DialogContent>
          <AccountFields control={form.control} withEmail />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('staffAccounts.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </BaseDialog>
  );
}
