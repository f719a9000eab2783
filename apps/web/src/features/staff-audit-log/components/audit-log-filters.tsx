import { useEffect } from 'react';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AppButton } from '@/components/button/app-button';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { AUDIT_METHODS, type AuditLogFilter } from '../audit-log-params';

const schema = z.object({
  accountId: z.union([z.literal(''), z.uuid()]),
  urlContains: z.string().max(200),
  from: z.string(),
  to: z.string(),
  actorEmail: z.string().max(320),
  method: z.union([z.literal(''), z.enum(AUDIT_METHODS)]),
  actingAsStaff: z.enum(['', 'true', 'false']),
});
type Values = z.infer<typeof schema>;

function toValues(f: AuditLogFilter): Values {
  return {
    accountId: f.accountId ?? '',
    urlContains: f.urlContains ?? '',
    from: f.from ?? '',
    to: f.to ?? '',
    actorEmail: f.actorEmail ?? '',
    method: f.method ?? '',
    actingAsStaff: f.actingAsStaff === undefined ? '' : f.actingAsStaff ? 'true' : 'false',
  };
}

function toFilter(v: Values): AuditLogFilter {
  const trimmed = (s: string) => s.trim() || undefined;
  return {
    accountId: trimmed(v.accountId)?.toLowerCase(),
    urlContains: trimmed(v.urlContains),
    from: trimmed(v.from),
    to: trimmed(v.to),
    actorEmail: trimmed(v.actorEmail),
    method: v.method || undefined,
    actingAsStaff: v.actingAsStaff === '' ? undefined : v.actingAsStaff === 'true',
  };
}

/**
 * The audit log's filter form (react-hook-form): account id, URL part, Europe/Warsaw days from/to,
 * actor e-mail, method, acting-as-staff. "Search" hands the filters to `onApply` (the URL holds them);
 * the form follows the URL when it changes (back button, shared link).
 */
export function AuditLogFilters({ value, onApply }: { value: AuditLogFilter; onApply: (filter: AuditLogFilter) => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: toValues(value) });
  const { reset } = form;
  const key = JSON.stringify(value);
  useEffect(() => reset(toValues(JSON.parse(key) as AuditLogFilter)), [key, reset]);
  const dayProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('auditLog.filters')}
      noValidate
      onSubmit={form.handleSubmit((v) => onApply(toFilter(v)))}
      spacing={2}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="accountId" label={t('auditLog.accountId')} size="small" sx={{ minWidth: 320 }} />
        <FormTextField control={form.control} name="urlContains" label={t('auditLog.urlContains')} size="small" fullWidth />
        <FormTextField control={form.control} name="actorEmail" label={t('auditLog.actor')} size="small" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <FormTextField control={form.control} name="from" label={t('auditLog.from')} size="small" {...dayProps} />
        <FormTextField control={form.control} name="to" label={t('auditLog.to')} size="small" {...dayProps} />
        <FormSelect
          control={form.control}
          name="method"
          label={t('auditLog.method')}
          size="small"
          options={[{ value: '', label: t('auditLog.any') }, ...AUDIT_METHODS.map((m) => ({ value: m, label: m }))]}
        />
        <FormSelect
          control={form.control}
          name="actingAsStaff"
          label={t('auditLog.actingAsStaff')}
          size="small"
          options={[
            { value: '', label: t('auditLog.any') },
            { value: 'true', label: t('auditLog.staffOnly') },
            { value: 'false', label: t('auditLog.notStaff') },
          ]}
        />
        <AppButton type="submit">{t('auditLog.search')}</AppButton>
      </Stack>
    </Stack>
  );
}
