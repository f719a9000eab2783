import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { useId, type ReactNode } from 'react';

export interface AppCardProps {
  title: string;
  subtitle?: string;
  /** An element in the header's corner (e.g. a ContextMenu). */
  headerAction?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Shows placeholders instead of the content. */
  loading?: boolean;
  /** "outlined" inside pages; "elevation" for floating panels. */
  variant?: 'outlined' | 'elevation';
}

/** A titled section of a page; a labelled `region` so tests and screen readers find it by title. */
export function AppCard({ title, subtitle, headerAction, actions, children, loading, variant = 'outlined' }: AppCardProps) {
  const titleId = useId();
  return (
    <Card variant={variant} role="region" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        action={headerAction}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h3' } }}
      />
      <CardContent sx={{ flex: 1, pt: 0 }}>
        {loading ? (
          <>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="70%" />
          </>
        ) : (
          children
        )}
      </CardContent>
      {actions ? <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions> : null}
    </Card>
  );
}
