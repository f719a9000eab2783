import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChannels } from '@/lib/config/services-config';
import { useDeleteStaticBanner, useStaticBanners, type StaticBanner } from '../api/banners';
import { BannerForm } from './banner-form';

/** `/marops/static-banners` "[MarOps] Static banners" (spec §2): one banner per placement, channel and market. */
export function StaticBannersScreen() {
  const { t } = useTranslation();
  const { data = [] } = useStaticBanners();
  const { channelLabel } = useChannels();
  const remove = useDeleteStaticBanner();
  const [editing, setEditing] = useState<StaticBanner | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2">{t('staffContent.banners.heading')}</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('staffContent.banners.new')}
        </Button>
      </Stack>
      {editing ? (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('staffContent.banners.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('staffContent.banners.image')}</TableCell>
              <TableCell>{t('staffContent.banners.placement')}</TableCell>
              <TableCell>{t('staffContent.banners.channel')}</TableCell>
              <TableCell>{t('staffContent.banners.market')}</TableCell>
              <TableCell>{t('staffContent.banners.link')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((b) => (
              <TableRow key={b.id}>
                <TableCell>
                  <Box component="img" src={b.image.url} alt={b.altText} sx={{ maxWidth: 160, maxHeight: 48 }} />
                </TableCell>
                <TableCell>{b.placement}</TableCell>
                <TableCell>{channelLabel(b.channel)}</TableCell>
                <TableCell>{b.market}</TableCell>
                <TableCell>{b.link ?? '—'}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(b)}>
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
