import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from '@/lib/toast/toast-store';
import { useContentItems, useDeleteContent, useSaveContent, type ContentInput, type ContentItem } from '../api/content';
import { MediaLibrary } from './media-library';

const EMPTY: ContentInput = { kind: 'ARTICLE', title: '', body: '', status: 'DRAFT', audience: 'ALL', attachmentIds: [] };

function ContentEditor({ item, onDone }: { item: ContentItem | null; onDone: () => void }) {
  const [form, setForm] = useState<ContentInput>(
    item
      ? {
          kind: item.kind,
          title: item.title,
          body: item.body,
          status: item.status,
          audience: item.audience,
          attachmentIds: item.attachments.map((a) => a.id),
        }
      : EMPTY,
  );
  const save = useSaveContent();
  const set = <K extends keyof ContentInput>(key: K, value: ContentInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      aria-label="Content item"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: item?.id, body: form },
          {
            onSuccess: () => {
              toast.success('Saved');
              onDone();
            },
          },
        );
      }}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Kind"
            value={form.kind}
            onChange={(e) => set('kind', e.target.value as ContentInput['kind'])}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="ARTICLE">Article</MenuItem>
            <MenuItem value="GUIDE">Guide</MenuItem>
          </TextField>
          <TextField
            select
            label="Status"
            value={form.status}
            onChange={(e) => set('status', e.target.value as ContentInput['status'])}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="DRAFT">Draft</MenuItem>
            <MenuItem value="PUBLISHED">Published</MenuItem>
          </TextField>
          <TextField
            select
            label="Audience"
            value={form.audience}
            onChange={(e) => set('audience', e.target.value as ContentInput['audience'])}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="ALL">All advertisers</MenuItem>
            <MenuItem value="BRAND">Brand accounts</MenuItem>
            <MenuItem value="MERCHANT">Merchant accounts</MenuItem>
          </TextField>
        </Stack>
        <TextField label="Title" required value={form.title} onChange={(e) => set('title', e.target.value)} />
        <TextField label="Body (Markdown)" multiline minRows={6} value={form.body} onChange={(e) => set('body', e.target.value)} />
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
