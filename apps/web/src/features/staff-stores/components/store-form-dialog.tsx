import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialog/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { ApiError } from '@/lib/api/errors';
import { notifyError } from '@/lib/api/query-client';
import type { StoreInput } from '../api/save-store';
import { storeFormSchema, type StoreFormValues } from './store-form';
import { useStoreChannels } from './use-channels';

/**
 * The create and edit dialog of a store (react-hook-form + zod). A taken external id (409) is shown at
 * its field; anything else (e.g. 412 "The resource has been modified…") goes to the shared handler,
 * which shows the catalogue message.
 */
export function StoreFormDialog({
  title,
  initial,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  initial: StoreFormValues;
  saving: boolean;
  onSave: (body: StoreInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { channels } = useStoreChannels();
  const form = useForm({ resolver: zodResolver(storeFormSchema(t)), defaultValues: initial });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      if (error instanceof ApiError && error.type === 'StoreExternalIdTakenException')
        form.setError('externalId', { message: error.message });
      else notifyError(error);
    }
  });
  const options = channels.map((c) => ({ value: c.code, label: c.label }));
  if (initial.channel && !options.some((o) => o.value === initial.channel))
    options.push({ value: initial.channel, label: initial.channel });
  return (
    <FormDialog
      titleId="store-form-title"
      title={title}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('stores.cancel')}
      submitLabel={t('stores.save')}
      pending={saving}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('stores.fields.name')} required autoFocus />
        <FormTextField control={form.control} name="externalId" label={t('stores.fields.externalId')} required />
        <FormTextField
          control={form.control}
          name="domain"
          label={t('stores.fields.domain')}
          required
          helperText={t('stores.domainHelp')}
        />
        <FormSelect control={form.control} name="channel" label={t('stores.fields.channel')} options={options} required />
        <FormTextField
          control={form.control}
          name="markets"
          label={t('stores.fields.markets')}
          required
          helperText={t('stores.marketsHelp')}
        />
      </Stack>
    </FormDialog>
  );
}
