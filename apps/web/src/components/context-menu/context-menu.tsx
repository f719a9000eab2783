import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';

export interface ContextMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** Destructive actions (archive, delete) are shown in the error colour. */
  danger?: boolean;
  onSelect: () => void;
}

export interface ContextMenuProps {
  /** Accessible name of the trigger, e.g. "Actions for Summer sale". */
  label: string;
  items: readonly ContextMenuItem[];
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** A custom trigger icon (default: three vertical dots). */
  icon?: ReactNode;
}

/** A "⋮" button that opens a menu of row or card actions. */
export function ContextMenu({ label, items, disabled, size = 'small', icon }: ContextMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        disabled={disabled}
        size={size}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {icon ?? <MoreVertIcon fontSize="inherit" />}
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-label': label } }}>
        {items.map((item) => (
          <MenuItem
            key={item.id}
            disabled={item.disabled}
            onClick={() => {
              close();
              item.onSelect();
            }}
            sx={item.danger ? { color: 'error.main' } : undefined}
          >
            {item.icon ? <ListItemIcon sx={item.danger ? { color: 'error.main' } : undefined}>{item.icon}</ListItemIcon> : null}
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
