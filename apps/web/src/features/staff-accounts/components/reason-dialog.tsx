import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialog/form-dialog';
import { FormTextarea } from '@/components/form/form-textarea';
import type { AccountAction } from '../api/change-account-status';

/**
 * Confirms a lifecycle action and asks for the reason the advertiser will see (not for
 * resume). Calls `onConfirm(reason)`; the caller closes it when the call succeeds.
 */
export function ReasonDialog({
  action,
  accountName,
  pending,
  onConfirm,
  onClose,
}: {
  action: AccountAction;
  accountName: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const needsReason = action !== 'resume';
  const schema = z.object({ reason: needsReason ? z.string().trim().min(1, t('staffAccounts.errors.reason')).max(1000) : z.string() });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason.trim()));
  return (
    <FormDialog
      titleId="reason-dialog-title"
      title={t(`staffAccounts.actions.${action}.title`, { name: accountName })}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('settings.cancel')}
      submitLabel={t(`staffAccounts.actions.${action}.confirm`)}
      submitColor={action === 'resume' ? 'primary' : 'error'}
      pending={pending}
    >
      <DialogContentText sx={{ mb: 2 }}>{t(`staffAccounts.actions.${action}.explain`)}</DialogContentText>
      {needsReason ? (
        <FormTextarea control={form.control} name="reason" label={t('staffAccounts.fields.reason')} minRows={3} required />
      ) : null}
    </FormDialog>
  );
}
