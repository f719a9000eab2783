import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useChannels } from '@/lib/config/services-config';
import { toast } from '@/lib/toast/toast-store';
import { useBannerImages, useSaveStaticBanner, type StaticBanner } from '../api/banners';

/** The server's rules (StaticBannerInputSchema) restated for field messages. */
const schema = z
  .object({
    placement: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, 'Letters, digits and _ . : - (up to 100)'),
    channel: z.string().min(1, 'Choose the channel'),
    market: z.string().min(1, 'Choose the market'),
    mediaId: z.string().min(1, 'Choose an image'),
    altText: z.string().trim().min(1, 'Describe the image').max(300),
    link: z.string().trim().max(2000),
    startsAt: z.string(),
    endsAt: z.string(),
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, { path: ['endsAt'], message: 'The end must be later than the start' });
type Values = z.infer<typeof schema>;

/** datetime-local value (local time) ↔ ISO instant. */
const toLocal = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** Create or edit a static banner, with a preview of the image at its own size (the placement's size). */
export function BannerForm({ banner, onDone }: { banner: StaticBanner | null; onDone: () => void }) {
  const { channels, markets } = useChannels();
  const { data: images = [] } = useBannerImages();
  const save = useSaveStaticBanner();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: banner
      ? {
          placement: banner.placement,
          channel: banner.channel,
          market: banner.market,
          mediaId: banner.image.id,
          altText: banner.altText,
          link: banner.link ?? '',
          startsAt: toLocal(banner.startsAt),
          endsAt: toLocal(banner.endsAt),
        }
      : { placement: '', channel: channels[0]?.code ?? '', market: 'PL', mediaId: '', altText: '', link: '', startsAt: '', endsAt: '' },
  });
  const [mediaId, altText] = useWatch({ control: form.control, name: ['mediaId', 'altText'] });
  const image = images.find((m) => m.id === mediaId);
  const submit = form.handleSubmit((v) =>
    save.mutate(
      { id: banner?.id, body: { ...v, link: v.link || null, startsAt: toIso(v.startsAt), endsAt: toIso(v.endsAt) } },
      {
        onSuccess: () => {
          toast.success('Static banner saved');
          onDone();
        },
      },
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" aria-label="Static banner" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="placement" label="Placement" required />
          <FormSelect
            control={form.control}
            name="channel"
            label="Channel"
            options={channels.filter((c) => c.code !== 'ALL').map((c) => ({ value: c.code, label: c.label }))}
          />
          <FormSelect
            control={form.control}
            name="market"
            label="Market"
            options={markets.map((m) => ({ value: m.code, label: m.label }))}
          />
        </Stack>
        <FormSelect
          control={form.control}
          name="mediaId"
          label="Image"
          options={images.map((m) => ({ value: m.id, label: `${m.name} (${m.width}×${m.height})` }))}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="altText" label="Alt text" required fullWidth />
          <FormTextField
            control={form.control}
            name="link"
            label="Link"
            fullWidth
            helperText="A path of the shop (/sale) or an allowed https address"
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="startsAt"
            label="Served from"
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={form.control}
            name="endsAt"
            label="Served until"
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {image ? (
          <Box component="figure" aria-label="Banner preview" sx={{ m: 0, overflowX: 'auto' }}>
            <Box
              component="img"
              src={image.url}
              alt={altText}
              width={image.width}
              height={image.height}
              sx={{ display: 'block', border: 1, borderColor: 'divider' }}
            />
            <Typography component="figcaption" variant="caption" color="text.secondary">
              Preview at {image.width}×{image.height} px
            </Typography>
          </Box>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save banner
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
