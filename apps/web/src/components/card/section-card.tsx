import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** An outlined section of a settings or detail page under a level-2 heading. */
export function SectionCard({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
