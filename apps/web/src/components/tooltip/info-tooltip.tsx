import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '@/components/tooltip/tooltip';
import type { ReactElement, ReactNode } from 'react';

export interface InfoTooltipProps {
  /** The explanation shown on hover or focus. */
  title: ReactNode;
  /** Accessible name of the trigger, e.g. "About max CPC". */
  label: string;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  size?: 'small' | 'medium';
}

/** An (i) button that explains a field or metric; reachable by keyboard, named for screen readers. */
export function InfoTooltip({ title, label, placement = 'top', size = 'small' }: InfoTooltipProps) {
  return (
    <Tooltip title={title} placement={placement} arrow describeChild>
      <IconButton aria-label={label} size={size}>
        <InfoOutlinedIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

/** A tooltip on any focusable element (a button, a chip); the child keeps its own accessible name. */
export function HintTooltip({
  title,
  children,
  placement = 'top',
}: {
  title: ReactNode;
  children: ReactElement;
  placement?: InfoTooltipProps['placement'];
}) {
  return (
    <Tooltip title={title} placement={placement} arrow describeChild>
      {children}
    </Tooltip>
  );
}
