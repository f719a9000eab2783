import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FilterSelect } from '@/components/filter-select/filter-select';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

const MARKETS = [
  { code: 'PL', label: 'Poland', count: 1240 },
  { code: 'CZ', label: 'Czechia', count: 310 },
  { code: 'SK', label: 'Slovakia', count: 120 },
];

export function FilterSelectPage() {
  const [market, setMarket] = useState<string | null>('PL');
  const [season, setSeason] = useState<string | null>(null);
  return (
    <ShowcasePage
      title="Filter select"
      description="A single-choice list filter whose value lives in the URL (not a form field). The first entry clears the filter; options show their match counts."
      components={['FilterSelect']}
      source="components/filter-select/filter-select.tsx"
      props={[
        { name: 'label', type: 'string', description: 'Filter name.' },
        { name: 'options', type: 'FilterOption[]', description: 'code, label, count?' },
        { name: 'value / onChange', type: 'string | null / (code | null) => void', description: 'Chosen code; null is “all”.' },
        { name: 'allLabel', type: 'string', description: 'Text of the clearing entry.' },
        { name: 'disabled / minWidth', type: 'boolean / number', description: 'State and width.' },
      ]}
    >
      <Demo title="With value, empty and disabled">
        <DemoRow>
          <FilterSelect label="Market" options={MARKETS} value={market} onChange={setMarket} allLabel="All markets" />
          <FilterSelect
            label="Season"
            options={[
              { code: 'SS26', label: 'Spring/Summer 2026' },
              { code: 'AW26', label: 'Autumn/Winter 2026' },
            ]}
            value={season}
            onChange={setSeason}
            allLabel="All seasons"
          />
          <FilterSelect label="Channel" options={[]} value={null} onChange={() => undefined} allLabel="All channels" disabled />
        </DemoRow>
        <Typography variant="body2" role="status" sx={{ mt: 2 }}>
          market={market ?? 'null'} season={season ?? 'null'}
        </Typography>
      </Demo>
    </ShowcasePage>
  );
}
