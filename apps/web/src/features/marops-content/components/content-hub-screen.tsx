import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContentItems, useDeleteContent, type ContentItem } from '../api/content';
import { ContentEditor } from './content-editor';
import { MediaLibrary } from './media-library';

/** `/marops/content-hub` "[MarOps] Content Hub" (spec §2): articles and guides, and the media library. */
export function ContentHubScreen() {
  const { data = [] } = useContentItems();
  const remove = useDeleteContent();
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  return (
    <Stack spacing={3}>
      <Stack spacing={1} component="section" aria-label="Articles and guides">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h2">Articles and guides</Typography>
          <Button variant="contained" onClick={() => setEditing('new')}>
            New article
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
              <ListItemText primary={c.title} secondary={`${c.kind} · ${c.audience}`} />
              <Chip size="small" label={c.status} color={c.status === 'PUBLISHED' ? 'success' : 'default'} sx={{ mr: 1 }} />
              <Button
                size="small"
                color="error"
                aria-label={`Delete ${c.title}`}
                onClick={(e) => {
                  e.stopPropagation();
                  remove.mutate(c.id);
                }}
              >
                Delete
              </Button>
            </ListItemButton>
          ))}
        </List>
      </Stack>
      <MediaLibrary />
    </Stack>
  );
}
