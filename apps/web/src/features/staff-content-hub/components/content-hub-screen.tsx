import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ItemListSection } from '@/components/item-editor/item-list-section';
import { useContentItems, useDeleteContent, type ContentItem } from '../api/content';
import { ContentEditor } from './content-editor';
import { MediaLibrary } from './media-library';

/** `/marops/content-hub` "[MarOps] Content Hub" (docs/requirements.md §2): articles and guides, and the media library. */
export function ContentHubScreen() {
  const { t } = useTranslation();
  const { data = [] } = useContentItems();
  const remove = useDeleteContent();
  return (
    <Stack spacing={3}>
      <Stack spacing={1} component="section" aria-label={t('staffContent.content.heading')}>
        <ItemListSection<ContentItem>
          heading={t('staffContent.content.heading')}
          newLabel={t('staffContent.content.new')}
          renderEditor={(item, onDone) => <ContentEditor item={item} onDone={onDone} />}
        >
          {(edit) => (
            <List>
              {data.map((c) => (
                // The Delete button sits beside the row's button, not inside it: a button within a button is
                // neither valid HTML nor reachable as two controls (WAI-ARIA: a button's children are presentational).
                <ListItem
                  key={c.id}
                  disablePadding
                  secondaryAction={
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('staffContent.deleteNamed', { name: c.title })}
                      onClick={() => remove.mutate(c.id)}
                    >
                      {t('staffContent.delete')}
                    </Button>
                  }
                  sx={{ '& .MuiListItemButton-root': { pr: 12 } }}
                >
                  <ListItemButton onClick={() => edit(c)}>
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
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </ItemListSection>
      </Stack>
      <MediaLibrary />
    </Stack>
  );
}
