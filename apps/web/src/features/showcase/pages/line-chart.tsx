import { DailyLineChart, type DailyPoint } from '@/components/charts/line-chart';
import { formatMoney, formatNumber } from '@/lib/format';
import { Demo, ShowcasePage } from '../components/showcase-page';

const CLICKS: DailyPoint[] = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-06-${String(i + 1).padStart(2, '0')}`,
  value: Math.round(120 + 60 * Math.sin(i / 2) + i * 5),
}));
const COST: DailyPoint[] = CLICKS.map((p, i) => ({ day: p.day, value: i === 5 ? null : (p.value ?? 0) * 37 }));

export function LineChartPage() {
  return (
    <ShowcasePage
      title="Line chart"
      description="The one chart entry point: one metric by Warsaw day. Axis and tooltip values go through a lib/format function; days show as DD.MM.YYYY. Pages never import MUI X Charts directly."
      components={['DailyLineChart']}
      source="components/charts/line-chart.tsx"
      props={[
        { name: 'points', type: 'DailyPoint[]', description: 'day (YYYY-MM-DD) and value (null = no data).' },
        { name: 'label', type: 'string', description: 'Series label and the figure’s accessible name.' },
        { name: 'formatValue', type: '(v) => string', description: 'A lib/format function.' },
        { name: 'height', type: 'number', description: 'Pixels (default 300).' },
      ]}
    >
      <Demo title="Clicks by day">
        <DailyLineChart points={CLICKS} label="Clicks" formatValue={formatNumber} />
      </Demo>
      <Demo title="Cost in PLN, with a gap" note="Values are grosze; a null day leaves a gap.">
        <DailyLineChart points={COST} label="Cost" formatValue={formatMoney} height={240} />
      </Demo>
      <Demo title="Empty">
        <DailyLineChart points={[]} label="Views (no data)" formatValue={formatNumber} height={200} />
      </Demo>
    </ShowcasePage>
  );
}
