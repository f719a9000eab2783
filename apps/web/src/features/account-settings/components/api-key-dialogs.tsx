import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACCOUNT_ROLES } from '@ads/domain';
import { BaseDialog } from '@/components/dialog/base-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast/toast-store';
import { useCreateApiKey, type ApiKey } from '../api/api-keys';

/** Name and role of a new key; on success hands the key (shown once) to `onCreated`. */
export function CreateApiKeyDialog({
  accountId,
  open,
  onClose,
  onCreated,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(
    () => z.object({ name: z.string().trim().min(1, t('apiKeys.nameRequired')).max(100, t('apiKeys.nameRequired')) }),
    [t],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const [role, setRole] = useState<ApiKey['role']>('READ_ONLY');
  const create = useCreateApiKey(accountId);
  const close = () => {
    form.reset({ name: '' });
    setRole('READ_ONLY');
    onClose();
  };
  const submit = form.handleSubmit(({ name }) =>
    create.mutateAsync({ name, role }).then(
      (created) => {
        toast.success(t('apiKeys.created', { name: created.apiKey.name }));
        close();
        onCreated(created.key);
      },
      () => undefined, // shown by the shared error handler
    ),
  );
  return (
    <BaseDialog open={open} onClose={close} persistent={create.isPending} aria-labelledby="create-api-key-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="create-api-key-title">{t('apiKeys.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('apiKeys.name')}
              helperText={t('apiKeys.nameHint')}
              required
              autoFocus
            />
            <TextField select label={t('apiKeys.role')} value={role} onChange={(e) => setRole(e.target.value as ApiKey['role'])}>
              {ACCOUNT_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`roles.names.${r}`)} — {t(`roles.hints.${r}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t('apiKeys.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('apiKeys.createConfirm')}
          </Button>
        </DialogActions>
      </form>
    </BaseDialog>
  );
}

/** The new key, shown once, with a copy button; closes only by "Done". */
export function ApiKeySecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard?.writeText(secret ?? '');
    toast.success(t('apiKeys.copied'));
  };
  return (
    <BaseDialog open={secret !== null} persistent onClose={onClose} aria-labelledby="api-key-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="api-key-secret-title">{t('apiKeys.secretTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('apiKeys.secretText')}</DialogContentText>
        <TextField
          fullWidth
          value={secret ?? ''}
          label={t('apiKeys.secretLabel')}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-api-key', style: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('apiKeys.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.done')}
        </Button>
      </DialogActions>
    </BaseDialog>
  );
}

/** "Revoke this API key?" */
export function RevokeApiKeyDialog({
  apiKey,
  pending,
  onConfirm,
  onClose,
}: {
  apiKey: ApiKey | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BaseDialog open={apiKey !== null} onClose={onClose} persistent={pending} aria-labelledby="revoke-api-key-title">
      <DialogTitle id="revoke-api-key-title">{t('apiKeys.revokeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{apiKey ? t('apiKeys.revokeText', { name: apiKey.name }) : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('apiKeys.cancel')}
        </Button>
        <Button variant="contained" color="error" loading={pending} onClick={onConfirm}>
          {t('apiKeys.revokeConfirm')}
        </Button>
      </DialogActions>
    </BaseDialog>
  );
}
