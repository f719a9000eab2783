import { StatsTable, type StatsColumn, type StatsRow } from '@/components/stats-table/stats-table';
import { Demo, ShowcasePage } from '../components/showcase-page';

type Key = 'day' | 'views' | 'clicks' | 'ctr' | 'cost' | 'avgCpc' | 'roas';

const COLUMNS: StatsColumn<Key>[] = [
  { key: 'day', label: 'Day', kind: 'day' },
  { key: 'views', label: 'Views', kind: 'number' },
  { key: 'clicks', label: 'Clicks', kind: 'number' },
  { key: 'ctr', label: 'CTR', kind: 'percent' },
  { key: 'cost', label: 'Cost', kind: 'money' },
  { key: 'avgCpc', label: 'Avg. CPC', kind: 'money' },
  { key: 'roas', label: 'ROAS', kind: 'roas' },
];

const ROWS: StatsRow<Key>[] = [1, 2, 3, 4, 5].map((d) => {
  const views = 10000 + d * 1234;
  const clicks = 150 + d * 17;
  const cost = clicks * 120;
  return { id: String(d), day: `2026-06-0${d}`, views, clicks, ctr: clicks / views, cost, avgCpc: 120, roas: d === 3 ? null : 3 + d / 10 };
});

const TOTALS = {
  day: null,
  views: ROWS.reduce((s, r) => s + Number(r.views), 0),
  clicks: ROWS.reduce((s, r) => s + Number(r.clicks), 0),
  cost: ROWS.reduce((s, r) => s + Number(r.cost), 0),
  avgCpc: 120,
};

export function StatsTablePage() {
  return (
    <ShowcasePage
      title="Stats table"
      description="A compact statistics table: values formatted by column kind through lib/format (money in grosze, percent as a ratio, ROAS), numbers right-aligned, an optional totals row, loading placeholders and an empty notice."
      components={['StatsTable']}
      source="components/stats-table/stats-table.tsx"
      props={[
        { name: 'label', type: 'string', description: 'Accessible name of the table.' },
        {
          name: 'columns',
          type: 'StatsColumn<K>[]',
          description: "key, label, kind ('text' | 'day' | 'number' | 'money' | 'percent' | 'roas').",
        },
        { name: 'rows / totals', type: 'StatsRow<K>[] / Partial<Record<K, …>>', description: 'Data and summary row.' },
        { name: 'loading / emptyText / maxHeight', type: 'boolean / string / number', description: 'States and layout.' },
      ]}
    >
      <Demo title="By day, with totals">
        <StatsTable
          label="Statistics by day"
          columns={COLUMNS}
          rows={ROWS}
          totals={{ ...TOTALS, ctr: TOTALS.clicks / TOTALS.views }}
          emptyText="No statistics"
        />
      </Demo>
      <Demo title="Loading">
        <StatsTable label="Statistics (loading)" columns={COLUMNS} rows={[]} loading emptyText="No statistics" />
      </Demo>
      <Demo title="Empty">
        <StatsTable label="Statistics (empty)" columns={COLUMNS} rows={[]} emptyText="No statistics for this period" />
      </Demo>
    </ShowcasePage>
  );
}
