import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormMultiSelect } from '@/components/form/form-multi-select';
import { FormSelect } from '@/components/form/form-select';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast/toast-store';
import { useAnnouncementAccounts, useSaveAnnouncement, type StaffAnnouncement } from '../api/announcements';
import { BarPreview } from './bar-preview';

const TYPES = ['INFO', 'WARNING', 'ERROR', 'SUCCESS'] as const;
const AUDIENCES = [
  { value: 'ALL', label: 'All accounts' },
  { value: 'BRAND', label: 'Brand accounts' },
  { value: 'MERCHANT', label: 'Merchant accounts' },
  { value: 'ACCOUNTS', label: 'Chosen accounts' },
];

/** datetime-local value (local time) ↔ ISO instant. */
const toLocal = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** The server's rules (AnnouncementInputSchema) restated for field messages. */
const schema = z
  .object({
    name: z.string().trim().min(1, 'Name the announcement').max(100),
    type: z.enum(TYPES),
    text: z.string().trim().min(1, 'Write the text').max(500),
    link: z.string().trim().max(2000),
    active: z.boolean(),
    startsAt: z.string(),
    endsAt: z.string(),
    audience: z.enum(['ALL', 'BRAND', 'MERCHANT', 'ACCOUNTS']),
    accountIds: z.array(z.string()),
  })
  .refine((v) => v.audience !== 'ACCOUNTS' || v.accountIds.length > 0, { path: ['accountIds'], message: 'Choose at least one account' })
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, { path: ['endsAt'], message: 'The end must be later than the start' });
type Values = z.infer<typeof schema>;

/** Create or edit an announcement, with a preview of the bar item. */
export function AnnouncementForm({ announcement, onDone }: { announcement: StaffAnnouncement | null; onDone: () => void }) {
  const save = useSaveAnnouncement();
  const { data: accounts } = useAnnouncementAccounts();
  const a = announcement;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: a?.name ?? '',
      type: a?.type ?? 'INFO',
      text: a?.text ?? '',
      link: a?.link ?? '',
      active: a?.active ?? true,
      startsAt: toLocal(a?.startsAt ?? null),
      endsAt: toLocal(a?.endsAt ?? null),
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
          startsAt: toIso(v.startsAt),
          endsAt: toIso(v.endsAt),
          accountIds: v.audience === 'ACCOUNTS' ? v.accountIds : [],
        },
      },
      {
        onSuccess: () => {
          toast.success('Announcement saved');
          onDone();
        },
      },
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" aria-label="Announcement" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="name" label="Name" required />
          <FormSelect control={form.control} name="type" label="Type" options={TYPES.map((t) => ({ value: t, label: t }))} />
          <FormSelect control={form.control} name="audience" label="Audience" options={AUDIENCES} />
          <FormSwitch control={form.control} name="active" label="Active" />
        </Stack>
        {audience === 'ACCOUNTS' ? (
          <FormMultiSelect
            control={form.control}
            name="accountIds"
            label="Accounts"
            options={(accounts?.content ?? []).map((x) => ({ value: x.id, label: x.name }))}
          />
        ) : null}
        <FormTextField control={form.control} name="text" label="Text" required fullWidth />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="link"
            label="Link"
            fullWidth
            helperText="A path of the portal (/help-center) or an allowed https address"
          />
          <FormTextField
            control={form.control}
            name="startsAt"
            label="Shown from"
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={form.control}
            name="endsAt"
            label="Shown until"
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <BarPreview type={type} text={text} link={link || null} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Publish
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
