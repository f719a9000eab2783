import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
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

/** The server's rules (ContentInputSchema) restated for field messages. */
const schema = z.object({
  kind: z.enum(['ARTICLE', 'GUIDE']),
  title: z.string().trim().min(1, 'Give it a title').max(200),
  body: z.string().max(100_000),
  status: z.enum(['DRAFT', 'PUBLISHED']),
  audience: z.enum(['ALL', 'BRAND', 'MERCHANT']),
  attachmentIds: z.array(z.string()).max(20),
});
type Values = z.infer<typeof schema>;

const KINDS = [
  { value: 'ARTICLE', label: 'Article' },
  { value: 'GUIDE', label: 'Guide' },
];
const STATUSES = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'PUBLISHED', label: 'Published' },
];
const AUDIENCES = [
  { value: 'ALL', label: 'All advertisers' },
  { value: 'BRAND', label: 'Brand accounts' },
  { value: 'MERCHANT', label: 'Merchant accounts' },
];

/** Create or edit an article or guide (Markdown body; PUBLISHED ones reach the Help Center). */
export function ContentEditor({ item, onDone }: { item: ContentItem | null; onDone: () => void }) {
  const save = useSaveContent();
  const { data: media = [] } = useMedia();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
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
          toast.success('Saved');
          onDone();
        },
      },
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" aria-label="Content item" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelect control={form.control} name="kind" label="Kind" options={KINDS} />
          <FormSelect control={form.control} name="status" label="Status" options={STATUSES} />
          <FormSelect control={form.control} name="audience" label="Audience" options={AUDIENCES} />
        </Stack>
        <FormTextField control={form.control} name="title" label="Title" required />
        <FormTextarea control={form.control} name="body" label="Body (Markdown)" minRows={6} />
        <FormMultiSelect
          control={form.control}
          name="attachmentIds"
          label="Attachments"
          options={media.map((m) => ({ value: m.id, label: m.name }))}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
