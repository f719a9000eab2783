import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface MetricCardProps {
  label: string;
  /** Already formatted (lib/format). */
  value: string;
  loading?: boolean;
}

/** One statistic (views, CTR, …): a labelled group, so tests and screen readers find it by its name. */
export function MetricCard({ label, value, loading }: MetricCardProps) {
  return (
    <Card role="group" aria-label={label} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="h5" component="div" data-testid="metric-value">
          {loading ? <Skeleton width={80} /> : value}
        </Typography>
      </CardContent>
    </Card>
  );
}
