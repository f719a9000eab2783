import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ItemEditorForm } from '@/components/item-editor/item-editor-form';
import type { TFunction } from 'i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormMultiSelect } from '@/components/form/form-multi-select';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { FormTextarea } from '@/components/form/form-textarea';
import { toast } from '@/lib/toast/toast-store';
import { useSaveContent, type ContentItem } from '../api/content';
import { useMedia } from '../api/media';

const KINDS = ['ARTICLE', 'GUIDE'] as const;
const STATUSES = ['DRAFT', 'PUBLISHED'] as const;
const AUDIENCES = ['ALL', 'BRAND', 'MERCHANT'] as const;

/** The server's rules (ContentInputSchema) restated for field messages. */
const schemaOf = (t: TFunction) =>
  z.object({
    kind: z.enum(KINDS),
    title: z.string().trim().min(1, t('staffContent.content.errors.title')).max(200),
    body: z.string().max(100_000),
    status: z.enum(STATUSES),
    audience: z.enum(AUDIENCES),
    attachmentIds: z.array(z.string()).max(20),
  });
type Values = z.infer<ReturnType<typeof schemaOf>>;

/** Create or edit an article or guide (Markdown body; PUBLISHED ones reach the Help Center). */
export function ContentEditor({ item, onDone }: { item: ContentItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveContent();
  const { data: media = [] } = useMedia();
  const form = useForm<Values>({
    resolver: zodResolver(schemaOf(t)),
    defaultValues: item
      ? {
          kind: item.kind,
          title: item.title,
          body: item.body,
          status: item.status,
          audience: item.audience,
          attachmentIds: item.attachments.map((a) => a.id),
        }
      : { kind: 'ARTICLE', title: '', body: '', status: 'DRAFT', audience: 'ALL', attachmentIds: [] },
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: item?.id, body },
      {
        onSuccess: () => {
          toast.success(t('staffContent.saved'));
          onDone();
        },
      },
    ),
  );
  return (
    <ItemEditorForm
      label={t('staffContent.content.form')}
      onSubmit={submit}
      submitLabel={t('staffContent.content.save')}
      cancelLabel={t('staffContent.cancel')}
      onCancel={onDone}
      pending={save.isPending}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect
          control={form.control}
          name="kind"
          label={t('staffContent.content.kind')}
          options={KINDS.map((value) => ({ value, label: t(`staffContent.content.kinds.${value}`) }))}
        />
        <FormSelect
          control={form.control}
          name="status"
          label={t('staffContent.content.status')}
          options={STATUSES.map((value) => ({ value, label: t(`staffContent.content.statuses.${value}`) }))}
        />
        <FormSelect
          control={form.control}
          name="audience"
          label={t('staffContent.content.audience')}
          options={AUDIENCES.map((value) => ({ value, label: t(`staffContent.content.audiences.${value}`) }))}
        />
      </Stack>
      <FormTextField control={form.control} name="title" label={t('staffContent.content.title')} required />
      <FormTextarea control={form.control} name="body" label={t('staffContent.content.body')} minRows={6} />
      <FormMultiSelect
        control={form.control}
        name="attachmentIds"
        label={t('staffContent.content.attachments')}
        options={media.map((m) => ({ value: m.id, label: m.name }))}
      />
    </ItemEditorForm>
  );
}
