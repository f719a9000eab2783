import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate } from '@/lib/format';

export interface DailyPoint {
  /** Warsaw day, YYYY-MM-DD. */
  day: string;
  value: number | null;
}

export interface DailyLineChartProps {
  points: readonly DailyPoint[];
  /** Series label (also the chart's accessible name). */
  label: string;
  /** Formats values on the axis and in the tooltip (a lib/format function). */
  formatValue: (value: number | null) => string;
  height?: number;
}

/**
 * The one chart entry point (docs/conventions.md, Sentry): a line of one metric by day. Pages never import
 * MUI X Charts directly.
 */
export function DailyLineChart({ points, label, formatValue, height = 300 }: DailyLineChartProps) {
  return (
    <Box role="figure" aria-label={label} sx={{ width: '100%' }}>
      <LineChart
        height={height}
        xAxis={[{ scaleType: 'point', data: points.map((p) => p.day), valueFormatter: (d: string) => formatDate(d) }]}
        yAxis={[{ valueFormatter: (v: number | null) => formatValue(v), width: 80 }]}
        series={[{ data: points.map((p) => p.value), label, valueFormatter: (v) => formatValue(v), showMark: points.length < 40 }]}
        hideLegend
      />
    </Box>
  );
}
