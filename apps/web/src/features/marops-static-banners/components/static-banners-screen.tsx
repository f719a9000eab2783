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
import { useChannels } from '@/lib/config/services-config';
import { useDeleteStaticBanner, useStaticBanners, type StaticBanner } from '../api/banners';
import { BannerForm } from './banner-form';

/** `/marops/static-banners` "[MarOps] Static banners" (spec §2): one banner per placement, channel and market. */
export function StaticBannersScreen() {
  const { data = [] } = useStaticBanners();
  const { channelLabel } = useChannels();
  const remove = useDeleteStaticBanner();
  const [editing, setEditing] = useState<StaticBanner | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2">Banners</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New static banner
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
        <Table size="small" aria-label="Static banners">
          <TableHead>
            <TableRow>
              <TableCell>Image</TableCell>
              <TableCell>Placement</TableCell>
              <TableCell>Channel</TableCell>
              <TableCell>Market</TableCell>
              <TableCell>Link</TableCell>
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
                    Edit
                  </Button>
                  <Button size="small" color="error" aria-label={`Delete banner ${b.placement}`} onClick={() => remove.mutate(b.id)}>
                    Delete
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
