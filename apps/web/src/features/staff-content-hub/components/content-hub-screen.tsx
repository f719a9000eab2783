import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useContentItems, useDeleteContent, type ContentItem } from '../api/content';
import { ContentEditor } from './content-editor';
import { MediaLibrary } from './media-library';

/** `/marops/content-hub` "[MarOps] Content Hub" (spec §2): articles and guides, and the media library. */
export function ContentHubScreen() {
  const { t } = useTranslation();
  const { data = [] } = useContentItems();
  const remove = useDeleteContent();
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  return (
    <Stack spacing={3}>
      <Stack spacing={1} component="section" aria-label={t('staffContent.content.heading')}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h2">{t('staffContent.content.heading')}</Typography>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('staffContent.content.new')}
          </Button>
        </Stack>
        {editing ? (
          <ContentEditor
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
        <List>
          {data.map((c) => (
            <ListItemButton key={c.id} onClick={() => setEditing(c)}>
              <ListItemText
                primary={c.title}
                secondary={`${t(`staffContent.content.kinds.${c.kind}`)} · ${t(`staffContent.content.audiences.${c.audience}`)}`}
              />
              <Chip
                size="small"
                label={t(`staffContent.content.statuses.${c.status}`)}
                color={c.status === 'PUBLISHED' ? 'success' : 'default'}
                sx={{ mr: 1 }}
              />
              <Button
                size="small"
                color="error"
                aria-label={t('staffContent.deleteNamed', { name: c.title })}
                onClick={(e) => {
                  e.stopPropagation();
                  remove.mutate(c.id);
                }}
              >
                {t('staffContent.delete')}
              </Button>
            </ListItemButton>
          ))}
        </List>
      </Stack>
      <MediaLibrary />
    </Stack>
  );
}
