import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ItemEditorForm } from '@/components/item-editor/item-editor-form';
import type { TFunction } from 'i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormMultiSelect } from '@/components/form/form-multi-select';
import { FormDateTimeField, fromDateTimeLocal, toDateTimeLocal } from '@/components/form/form-date-time-field';
import { FormSelect } from '@/components/form/form-select';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast/toast-store';
import { useAnnouncementAccounts, useSaveAnnouncement, type StaffAnnouncement } from '../api/announcements';
import { BarPreview } from './bar-preview';

const TYPES = ['INFO', 'WARNING', 'ERROR', 'SUCCESS'] as const;
const AUDIENCES = ['ALL', 'BRAND', 'MERCHANT', 'ACCOUNTS'] as const;

/** The server's rules (AnnouncementInputSchema) restated for field messages. */
const schemaOf = (t: TFunction) =>
  z
    .object({
      name: z.string().trim().min(1, t('staffContent.announcements.errors.name')).max(100),
      type: z.enum(TYPES),
      text: z.string().trim().min(1, t('staffContent.announcements.errors.text')).max(500),
      link: z.string().trim().max(2000),
      active: z.boolean(),
      startsAt: z.string(),
      endsAt: z.string(),
      audience: z.enum(AUDIENCES),
      accountIds: z.array(z.string()),
    })
    .refine((v) => v.audience !== 'ACCOUNTS' || v.accountIds.length > 0, {
      path: ['accountIds'],
      message: t('staffContent.announcements.errors.accounts'),
    })
    .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, {
      path: ['endsAt'],
      message: t('staffContent.announcements.errors.end'),
    });
type Values = z.infer<ReturnType<typeof schemaOf>>;

/** Create or edit an announcement, with a preview of the bar item. */
export function AnnouncementForm({ announcement, onDone }: { announcement: StaffAnnouncement | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const { data: accounts } = useAnnouncementAccounts();
  const a = announcement;
  const form = useForm<Values>({
    resolver: zodResolver(schemaOf(t)),
    defaultValues: {
      name: a?.name ?? '',
      type: a?.type ?? 'INFO',
      text: a?.text ?? '',
      link: a?.link ?? '',
      active: a?.active ?? true,
      startsAt: toDateTimeLocal(a?.startsAt ?? null),
      endsAt: toDateTimeLocal(a?.endsAt ?? null),
      audience: a?.audience ?? 'ALL',
      accountIds: a?.accountIds ?? [],
    },
  });
  const [type, text, link, audience] = useWatch({ control: form.control, name: ['type', 'text', 'link', 'audience'] });
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        id: a?.id,
        body: {
          ...v,
          link: v.link || null,
          startsAt: fromDateTimeLocal(v.startsAt),
          endsAt: fromDateTimeLocal(v.endsAt),
          accountIds: v.audience === 'ACCOUNTS' ? v.accountIds : [],
        },
      },
      {
        onSuccess: () => {
          toast.success(t('staffContent.announcements.saved'));
          onDone();
        },
      },
    ),
  );
  return (
    <ItemEditorForm
      label={t('staffContent.announcements.form')}
      onSubmit={submit}
      submitLabel={t('staffContent.announcements.publish')}
      cancelLabel={t('staffContent.cancel')}
      onCancel={onDone}
      pending={save.isPending}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="name" label={t('staffContent.announcements.name')} required />
        <FormSelect
          control={form.control}
          name="type"
          label={t('staffContent.announcements.type')}
          options={TYPES.map((t) => ({ value: t, label: t }))}
        />
        <FormSelect
          control={form.control}
          name="audience"
          label={t('staffContent.announcements.audience')}
          options={AUDIENCES.map((value) => ({ value, label: t(`staffContent.audience.${value}`) }))}
        />
        <FormSwitch control={form.control} name="active" label={t('staffContent.announcements.active')} />
      </Stack>
      {audience === 'ACCOUNTS' ? (
        <FormMultiSelect
          control={form.control}
          name="accountIds"
          label={t('staffContent.announcements.accounts')}
          options={(accounts?.content ?? []).map((x) => ({ value: x.id, label: x.name }))}
        />
      ) : null}
      <FormTextField control={form.control} name="text" label={t('staffContent.announcements.text')} required fullWidth />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="link"
          label={t('staffContent.announcements.link')}
          fullWidth
          helperText={t('staffContent.announcements.linkHelp')}
        />
        <FormDateTimeField control={form.control} name="startsAt" label={t('staffContent.announcements.startsAt')} />
        <FormDateTimeField control={form.control} name="endsAt" label={t('staffContent.announcements.endsAt')} />
      </Stack>
      <BarPreview type={type} text={text} link={link || null} />
    </ItemEditorForm>
  );
}
