import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FilterCategory } from '@/components/filter-category/filter-category';
import type { CategoryLabel } from '@/components/filter-category/category-tree';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

/** Static sample of `GET /category-dictionaries` (the component takes the data as a prop). */
const SAMPLE: CategoryLabel[] = [
  { code: 'apparel', path: 'Apparel' },
  { code: 'apparel/topwear', path: 'Apparel > Topwear' },
  { code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts' },
  { code: 'apparel/topwear/shirts', path: 'Apparel > Topwear > Shirts' },
  { code: 'apparel/bottomwear', path: 'Apparel > Bottomwear' },
  { code: 'apparel/bottomwear/jeans', path: 'Apparel > Bottomwear > Jeans' },
  { code: 'footwear', path: 'Footwear' },
  { code: 'footwear/sneakers', path: 'Footwear > Sneakers' },
  { code: 'footwear/boots', path: 'Footwear > Boots' },
  { code: 'footwear/sandals', path: 'Footwear > Sandals' },
  { code: 'accessories', path: 'Accessories' },
  { code: 'accessories/bags', path: 'Accessories > Bags' },
  { code: 'accessories/watches', path: 'Accessories > Watches' },
];

const texts = {
  searchLabel: 'Search categories',
  emptyText: 'No categories match',
  removeLabel: (path: string) => `Remove ${path}`,
  maxReachedText: 'The most categories are chosen',
};

export function FilterCategoryPage() {
  const [value, setValue] = useState<string[]>(['footwear/sneakers', 'apparel/topwear/tshirts']);
  const [empty, setEmpty] = useState<string[]>([]);
  const [limited, setLimited] = useState<string[]>(['accessories/bags']);
  return (
    <ShowcasePage
      title="Filter category"
      description="A category filter over the category dictionary (GET /category-dictionaries: code “apparel/topwear/tshirts”, path “Apparel > Topwear > Tshirts”). The tree is built from the codes; search keeps matches with their ancestors; chosen categories show as removable chips. The value is the list of codes (URL state)."
      components={['FilterCategory', 'buildCategoryTree', 'filterCategoryTree']}
      source="components/filter-category/"
      props={[
        { name: 'label', type: 'string', description: 'Filter name; button text and dialog name.' },
        { name: 'categories', type: 'CategoryLabel[]', description: 'The flat dictionary (generated type).' },
        { name: 'value / onChange', type: 'string[] / (codes) => void', description: 'Chosen codes.' },
        { name: 'max', type: 'number', description: 'Most codes (docs/requirements.md §9: 1 to 100).' },
        {
          name: 'searchLabel / emptyText / removeLabel / maxReachedText',
          type: 'string / string / (path) => string / string',
          description: 'Texts.',
        },
        { name: 'disabled / loading', type: 'boolean', description: 'States.' },
      ]}
    >
      <Demo title="With values">
        <FilterCategory label="Categories" categories={SAMPLE} value={value} onChange={setValue} {...texts} />
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          Codes: {value.join(', ') || 'none'}
        </Typography>
      </Demo>
      <Demo title="Empty, limited to 2, disabled, loading">
        <DemoRow>
          <FilterCategory label="Categories (empty)" categories={SAMPLE} value={empty} onChange={setEmpty} {...texts} />
          <FilterCategory label="Categories (max 2)" categories={SAMPLE} value={limited} onChange={setLimited} max={2} {...texts} />
          <FilterCategory
            label="Categories (disabled)"
            categories={SAMPLE}
            value={['footwear']}
            onChange={() => undefined}
            disabled
            {...texts}
          />
          <FilterCategory label="Categories (loading)" categories={[]} value={[]} onChange={() => undefined} loading {...texts} />
        </DemoRow>
      </Demo>
    </ShowcasePage>
  );
}
