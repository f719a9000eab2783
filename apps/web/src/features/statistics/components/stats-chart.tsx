import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { daysBetween } from '@ads/domain';
import { useTranslation } from 'react-i18next';
import { DailyLineChart } from '@/components/charts/line-chart';
import { isMetric, METRIC_FORMAT, METRICS, type Metric } from '../metrics';
import type { StatisticsRow } from '../api/get-statistics';

interface StatsChartProps {
  rows: readonly StatisticsRow[];
  from: string;
  to: string;
  metric: Metric;
  onMetricChange: (metric: Metric) => void;
}

/** One metric by day over the range; days without traffic count as 0. */
export function StatsChart({ rows, from, to, metric, onMetricChange }: StatsChartProps) {
  const { t } = useTranslation();
  const byDay = new Map(rows.map((r) => [r.day, r[metric] ?? 0]));
  const points = daysBetween(from, to).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h2">{t('stats.byDay')}</Typography>
          <TextField
            select
            label={t('stats.chartMetric')}
            value={metric}
            onChange={(e) => isMetric(e.target.value) && onMetricChange(e.target.value)}
            sx={{ width: 200 }}
            fullWidth={false}
          >
            {METRICS.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`stats.metrics.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <DailyLineChart points={points} label={t(`stats.metrics.${metric}`)} formatValue={METRIC_FORMAT[metric]} />
      </CardContent>
    </Card>
  );
}
