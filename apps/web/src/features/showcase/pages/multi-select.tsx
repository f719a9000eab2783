import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { MultiSelectFilter } from '@/components/filters/multi-select-filter';
import { FormMultiSelect } from '@/components/form/form-multi-select';
import { useDemoForm } from '../components/use-demo-form';
import { Demo, ShowcasePage } from '../components/showcase-page';

const MARKETS = [
  { value: 'PL', label: 'Poland' },
  { value: 'CZ', label: 'Czechia' },
  { value: 'SK', label: 'Slovakia' },
  { value: 'DE', label: 'Germany', disabled: true },
];
const BRANDS = [
  { code: 'nike', label: 'Nike', count: 210 },
  { code: 'adidas', label: 'Adidas', count: 180 },
  { code: 'puma', label: 'Puma', count: 75 },
  { code: 'reebok', label: 'Reebok', count: 40 },
];

interface Values {
  markets: string[];
  empty: string[];
  locked: string[];
  bad: string[];
}

export function MultiSelectPage() {
  const { control } = useDemoForm<Values>(
    { markets: ['PL', 'CZ'], empty: [], locked: ['SK'], bad: [] },
    'bad',
    'Choose at least one market',
  );
  const [brands, setBrands] = useState<string[]>(['nike']);
  return (
    <ShowcasePage
      title="Multi select"
      description="Multiple choice. FormMultiSelect is the react-hook-form field (value string[]); MultiSelectFilter is the searchable list filter kept in the URL (brands, seasons: 1 to 100 codes, docs/requirements.md §9)."
      components={['FormMultiSelect', 'MultiSelectFilter']}
      source="components/form/form-multi-select.tsx, components/filters/multi-select-filter.tsx"
      props={[
        {
          name: 'control / name / label / options',
          type: 'Control<T> / FieldPath<T> / string / SelectOption[]',
          description: 'FormMultiSelect field.',
        },
        { name: 'helperText / disabled / size', type: 'string / boolean / size', description: 'FormMultiSelect states.' },
        { name: 'options / value / onChange', type: 'FilterOption[] / string[] / (codes) => void', description: 'MultiSelectFilter.' },
        { name: 'max', type: 'number', description: 'MultiSelectFilter: most codes (default 100).' },
      ]}
    >
      <Demo title="Form field states">
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <FormMultiSelect control={control} name="markets" label="Markets (with values)" options={MARKETS} />
          <FormMultiSelect
            control={control}
            name="empty"
            label="Markets (empty)"
            options={MARKETS}
            helperText="Leave empty for all markets"
          />
          <FormMultiSelect control={control} name="locked" label="Markets (disabled)" options={MARKETS} disabled />
          <FormMultiSelect control={control} name="bad" label="Markets (error)" options={MARKETS} />
        </Stack>
      </Demo>
      <Demo title="List filter">
        <Stack sx={{ maxWidth: 480 }}>
          <MultiSelectFilter label="Brands" options={BRANDS} value={brands} onChange={setBrands} />
        </Stack>
      </Demo>
    </ShowcasePage>
  );
}
