import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialog/form-dialog';
import { InvitationTermsNote } from '@/components/terms/invitation-terms-note';
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
    <FormDialog
      titleId="create-account-title"
      title={t('staffAccounts.create')}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('settings.cancel')}
      submitLabel={t('staffAccounts.createSubmit')}
      pending={create.isPending}
    >
      <AccountFields control={form.control} withEmail />
      <InvitationTermsNote />
    </FormDialog>
  );
}
