import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';

export interface CountBadgeProps {
  /** The number shown; 0 hides the badge unless `showZero`. */
  count: number;
  /** What is counted, for screen readers: "3 {label}" (e.g. "unread announcements"). */
  label: string;
  children: ReactNode;
  /** Above this the badge shows "{max}+". */
  max?: number;
  color?: 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';
  showZero?: boolean;
  /** A dot instead of the number. */
  dot?: boolean;
}

/** A count on a corner of an icon or button (e.g. unread announcements, chosen filters). */
export function CountBadge({ count, label, children, max = 99, color = 'primary', showZero, dot }: CountBadgeProps) {
  const text = count > max ? `${formatNumber(max)}+` : formatNumber(count);
  return (
    <Badge
      badgeContent={dot ? undefined : text}
      variant={dot ? 'dot' : 'standard'}
      invisible={count === 0 && !showZero}
      color={color}
      slotProps={{ badge: { 'aria-label': `${formatNumber(count)} ${label}`, role: 'status' } as object }}
    >
      {children}
    </Badge>
  );
}
