import Box from '@mui/material/Box';
import { MetricCard } from '@/components/metric-card';
import { formatMoney, formatNumber, formatPercent, formatRoas } from '@/lib/format';
import { Demo, ShowcasePage } from '../components/showcase-page';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))' } as const;

export function MetricsCardPage() {
  return (
    <ShowcasePage
      title="Metrics card"
      description="One statistic as a labelled group. The value is formatted before it is passed (lib/format: Polish numbers, PLN, percent)."
      components={['MetricCard']}
      source="components/metric-card.tsx"
      props={[
        { name: 'label', type: 'string', description: 'Metric name; the group’s accessible name.' },
        { name: 'value', type: 'string', description: 'Already formatted value.' },
        { name: 'loading', type: 'boolean', description: 'A skeleton instead of the value.' },
      ]}
    >
      <Demo title="The eight default metrics">
        <Box sx={grid}>
          <MetricCard label="Views" value={formatNumber(1254300)} />
          <MetricCard label="Clicks" value={formatNumber(18230)} />
          <MetricCard label="Cost" value={formatMoney(2734512)} />
          <MetricCard label="ROAS" value={formatRoas(4.25)} />
          <MetricCard label="CTR" value={formatPercent(0.01453)} />
          <MetricCard label="Sales" value={formatNumber(731)} />
          <MetricCard label="Avg. CPC" value={formatMoney(150)} />
          <MetricCard label="Revenue" value={formatMoney(11621676)} />
        </Box>
      </Demo>
      <Demo title="Loading and empty">
        <Box sx={grid}>
          <MetricCard label="Views (loading)" value="" loading />
          <MetricCard label="ROAS (no data)" value={formatRoas(null)} />
        </Box>
      </Demo>
    </ShowcasePage>
  );
}
