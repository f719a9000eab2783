import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/errors';
import { notifyError } from '@/lib/api/query-client';
import { toast } from '@/lib/toast/toast-store';
import { useDeleteMedia, useMedia, useUploadMedia } from '../api/media';

/** A refused upload or delete: the server's detail names the file and the reason (or what uses it). */
function showRefusal(error: unknown) {
  if (error instanceof ApiError && error.problem.detail && (error.status === 400 || error.status === 413))
    toast.error(error.problem.detail);
  else notifyError(error);
}

/**
 * The media library: upload with progress, thumbnails, search by name, delete
 * (the server refuses while a static banner or article uses the file; the toast says which).
 */
export function MediaLibrary() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const { data = [] } = useMedia(search.trim());
  const upload = useUploadMedia(setProgress);
  const remove = useDeleteMedia();

  const onFiles = (list: FileList | null) => {
    if (!list?.length) return;
    setProgress(0);
    upload.mutate([...list], {
      onSuccess: (res) => toast.success(t('staffContent.media.uploaded', { count: res.files.length })),
      onError: showRefusal,
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Stack spacing={2} component="section" aria-label={t('staffContent.media.heading')}>
      <Typography variant="h2">{t('staffContent.media.heading')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" component="label">
          {t('staffContent.media.upload')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            aria-label={t('staffContent.media.files')}
            onChange={(e) => onFiles(e.target.files)}
          />
        </Button>
        <TextField size="small" label={t('staffContent.media.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
      </Stack>
      {progress !== null ? (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('staffContent.media.progress')} />
      ) : null}
      <Grid container spacing={2}>
        {data.map((m) => (
          <Grid key={m.id} size={{ xs: 6, sm: 4, md: 3, lg: 2 }}>
            <Card variant="outlined">
              <CardMedia component="img" image={m.url} alt={m.name} sx={{ height: 100, objectFit: 'contain', bgcolor: 'grey.100' }} />
              <CardContent sx={{ py: 1 }}>
                <Typography variant="body2" noWrap title={m.name}>
                  {m.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {m.width}×{m.height}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('staffContent.deleteNamed', { name: m.name })}
                  onClick={() => remove.mutate(m.id, { onError: showRefusal })}
                >
                  {t('staffContent.delete')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
