import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ContextMenu, type ContextMenuItem } from '@/components/context-menu/context-menu';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

export function ContextMenuPage() {
  const [last, setLast] = useState('nothing yet');
  const items: ContextMenuItem[] = [
    { id: 'edit', label: 'Edit', icon: <EditOutlinedIcon fontSize="small" />, onSelect: () => setLast('Edit') },
    { id: 'pause', label: 'Pause', icon: <PauseCircleOutlinedIcon fontSize="small" />, onSelect: () => setLast('Pause') },
    { id: 'duplicate', label: 'Duplicate (not available)', disabled: true, onSelect: () => setLast('Duplicate') },
    { id: 'archive', label: 'Archive', icon: <ArchiveOutlinedIcon fontSize="small" />, danger: true, onSelect: () => setLast('Archive') },
  ];
  return (
    <ShowcasePage
      title="Context menu"
      description="A ⋮ button that opens the actions of a row or card. The trigger is named (e.g. “Actions for Summer sale”); destructive items are red; choosing an item closes the menu."
      components={['ContextMenu']}
      source="components/context-menu/context-menu.tsx"
      props={[
        { name: 'label', type: 'string', description: 'Accessible name of the trigger and the menu.' },
        { name: 'items', type: 'ContextMenuItem[]', description: 'id, label, icon?, disabled?, danger?, onSelect.' },
        { name: 'disabled', type: 'boolean', description: 'Trigger not clickable.' },
        { name: 'size / icon', type: "'small' | 'medium' / ReactNode", description: 'Trigger size and icon.' },
      ]}
    >
      <Demo title="Default and disabled">
        <DemoRow>
          <ContextMenu label="Actions for Summer sale" items={items} />
          <ContextMenu label="Actions for Winter sale (disabled)" items={items} disabled />
          <ContextMenu label="Actions (medium)" items={items} size="medium" />
        </DemoRow>
        <Typography variant="body2" role="status" sx={{ mt: 2 }}>
          Last action: {last}
        </Typography>
      </Demo>
    </ShowcasePage>
  );
}
