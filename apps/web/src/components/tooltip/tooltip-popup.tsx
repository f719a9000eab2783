import MuiTooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/** What {@link TooltipPopup} shows, and where. */
export interface TooltipPopupProps {
  /** The id the anchor's `aria-describedby` / `aria-labelledby` points at. */
  id: string;
  title: ReactNode;
  /** The element the popup points at. */
  anchor: HTMLElement;
  placement: 'top' | 'bottom' | 'left' | 'right';
  arrow: boolean;
}

/**
 * The popup of components/tooltip/tooltip.tsx, loaded on first show: MUI's Tooltip, always open while
 * mounted, anchored to the real element (its own listeners off: the lightweight wrapper decides when it
 * shows). Its placeholder child is hidden, so it is neither seen nor read.
 */
export function TooltipPopup({ id, title, anchor, placement, arrow }: TooltipPopupProps) {
  return (
    <MuiTooltip
      open
      id={id}
      title={title}
      placement={placement}
      arrow={arrow}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span hidden />
    </MuiTooltip>
  );
}
