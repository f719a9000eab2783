import { Fragment, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ItemListSectionProps<T extends { id: string }> {
  heading: string;
  /** Label of the button that opens the editor on a new item. */
  newLabel: string;
  /** The inline editor of `item` (null: a new one); `onDone` closes it. A new editor mounts per item. */
  renderEditor: (item: T | null, onDone: () => void) => ReactNode;
  /** The list of items; `edit(item)` opens the editor on that item. */
  children: (edit: (item: T) => void) => ReactNode;
}

/**
 * The head of a list the staff edit in place (announcements, static banners, content): a heading with a
 * "New" button, the editor of the item being created or edited, then the list. Renders no element of
 * its own, so the parent's layout (e.g. a Stack's spacing) applies to each part.
 */
export function ItemListSection<T extends { id: string }>({ heading, newLabel, renderEditor, children }: ItemListSectionProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2">{heading}</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {newLabel}
        </Button>
      </Stack>
      {editing ? (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {renderEditor(editing === 'new' ? null : editing, () => setEditing(null))}
        </Fragment>
      ) : null}
      {children(setEditing)}
    </>
  );
}
