import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ItemEditorForm } from '@/components/item-editor/item-editor-form';
import type { TFunction } from 'i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDateTimeField, fromDateTimeLocal, toDateTimeLocal } from '@/components/form/form-date-time-field';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useChannels } from '@/lib/config/services-config';
import { toast } from '@/lib/toast/toast-store';
import { useBannerImages, useSaveStaticBanner, type StaticBanner } from '../api/banners';

/** The server's rules (StaticBannerInputSchema) restated for field messages. */
const schemaOf = (t: TFunction) =>
  z
    .object({
      placement: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, t('staffContent.banners.errors.placement')),
      channel: z.string().min(1, t('staffContent.banners.errors.channel')),
      market: z.string().min(1, t('staffContent.banners.errors.market')),
      mediaId: z.string().min(1, t('staffContent.banners.errors.image')),
      altText: z.string().trim().min(1, t('staffContent.banners.errors.altText')).max(300),
      link: z.string().trim().max(2000),
      startsAt: z.string(),
      endsAt: z.string(),
    })
    .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, { path: ['endsAt'], message: t('staffContent.banners.errors.end') });
type Values = z.infer<ReturnType<typeof schemaOf>>;

/** Create or edit a static banner, with a preview of the image at its own size (the placement's size). */
export function BannerForm({ banner, onDone }: { banner: StaticBanner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { channels, markets } = useChannels();
  const { data: images = [] } = useBannerImages();
  const save = useSaveStaticBanner();
  const form = useForm<Values>({
    resolver: zodResolver(schemaOf(t)),
    defaultValues: banner
      ? {
          placement: banner.placement,
          channel: banner.channel,
          market: banner.market,
          mediaId: banner.image.id,
          altText: banner.altText,
          link: banner.link ?? '',
          startsAt: toDateTimeLocal(banner.startsAt),
          endsAt: toDateTimeLocal(banner.endsAt),
        }
      : { placement: '', channel: channels[0]?.code ?? '', market: 'PL', mediaId: '', altText: '', link: '', startsAt: '', endsAt: '' },
  });
  const [mediaId, altText] = useWatch({ control: form.control, name: ['mediaId', 'altText'] });
  const image = images.find((m) => m.id === mediaId);
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        id: banner?.id,
        body: { ...v, link: v.link || null, startsAt: fromDateTimeLocal(v.startsAt), endsAt: fromDateTimeLocal(v.endsAt) },
      },
      {
        onSuccess: () => {
          toast.success(t('staffContent.banners.saved'));
          onDone();
        },
      },
    ),
  );
  return (
    <ItemEditorForm
      label={t('staffContent.banners.form')}
      onSubmit={submit}
      submitLabel={t('staffContent.banners.save')}
      cancelLabel={t('staffContent.cancel')}
      onCancel={onDone}
      pending={save.isPending}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="placement" label={t('staffContent.banners.placement')} required />
        <FormSelect
          control={form.control}
          name="channel"
          label={t('staffContent.banners.channel')}
          options={channels.filter((c) => c.code !== 'ALL').map((c) => ({ value: c.code, label: c.label }))}
        />
        <FormSelect
          control={form.control}
          name="market"
          label={t('staffContent.banners.market')}
          options={markets.map((m) => ({ value: m.code, label: m.label }))}
        />
      </Stack>
      <FormSelect
        control={form.control}
        name="mediaId"
        label={t('staffContent.banners.image')}
        options={images.map((m) => ({ value: m.id, label: `${m.name} (${m.width}×${m.height})` }))}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="altText" label={t('staffContent.banners.altText')} required fullWidth />
        <FormTextField
          control={form.control}
          name="link"
          label={t('staffContent.banners.link')}
          fullWidth
          helperText={t('staffContent.banners.linkHelp')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormDateTimeField control={form.control} name="startsAt" label={t('staffContent.banners.startsAt')} />
        <FormDateTimeField control={form.control} name="endsAt" label={t('staffContent.banners.endsAt')} />
      </Stack>
      {image ? (
        <Box component="figure" aria-label={t('staffContent.banners.preview')} sx={{ m: 0, overflowX: 'auto' }}>
          <Box
            component="img"
            src={image.url}
            alt={altText}
            width={image.width}
            height={image.height}
            sx={{ display: 'block', border: 1, borderColor: 'divider' }}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary">
            {t('staffContent.banners.previewAt', { width: image.width, height: image.height })}
          </Typography>
        </Box>
      ) : null}
    </ItemEditorForm>
  );
}
