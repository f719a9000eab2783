import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ItemListSection } from '@/components/item-editor/item-list-section';
import { PlainTable } from '@/components/plain-table/plain-table';
import { useChannels } from '@/lib/config/services-config';
import { useDeleteStaticBanner, useStaticBanners, type StaticBanner } from '../api/banners';
import { BannerForm } from './banner-form';

/** `/marops/static-banners` "[MarOps] Static banners" (docs/requirements.md §2): one banner per placement, channel and market. */
export function StaticBannersScreen() {
  const { t } = useTranslation();
  const { data = [] } = useStaticBanners();
  const { channelLabel } = useChannels();
  const remove = useDeleteStaticBanner();
  return (
    <Stack spacing={2}>
      <ItemListSection<StaticBanner>
        heading={t('staffContent.banners.heading')}
        newLabel={t('staffContent.banners.new')}
        renderEditor={(banner, onDone) => <BannerForm banner={banner} onDone={onDone} />}
      >
        {(edit) => (
          <PlainTable<StaticBanner>
            label={t('staffContent.banners.table')}
            rows={data}
            columns={[
              {
                key: 'image',
                header: t('staffContent.banners.image'),
                cell: (b) => <Box component="img" src={b.image.url} alt={b.altText} sx={{ maxWidth: 160, maxHeight: 48 }} />,
              },
              { key: 'placement', header: t('staffContent.banners.placement'), cell: (b) => b.placement },
              { key: 'channel', header: t('staffContent.banners.channel'), cell: (b) => channelLabel(b.channel) },
              { key: 'market', header: t('staffContent.banners.market'), cell: (b) => b.market },
              { key: 'link', header: t('staffContent.banners.link'), cell: (b) => b.link ?? '—' },
              {
                key: 'actions',
                align: 'right',
                cell: (b) => (
                  <>
                    <Button size="small" onClick={() => edit(b)}>
                      {t('staffContent.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('staffContent.banners.deleteNamed', { placement: b.placement })}
                      onClick={() => remove.mutate(b.id)}
                    >
                      {t('staffContent.delete')}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        )}
      </ItemListSection>
    </Stack>
  );
}
