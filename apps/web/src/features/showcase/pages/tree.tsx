import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Tree, type TreeNode } from '@/components/tree/tree';
import { Demo, ShowcasePage } from '../components/showcase-page';

const ITEMS: TreeNode[] = [
  {
    id: 'acc-brand',
    label: 'Demo Brand (BRAND)',
    children: [
      {
        id: 'c-summer',
        label: 'Summer sale',
        children: [
          { id: 'sku-1', label: 'SKU A-100' },
          { id: 'sku-2', label: 'SKU A-101' },
        ],
      },
      { id: 'c-winter', label: 'Winter boots', children: [{ id: 'sku-3', label: 'SKU B-200' }] },
      { id: 'c-archived', label: 'Archived campaign', disabled: true },
    ],
  },
  { id: 'acc-merchant', label: 'Demo Merchant (MERCHANT)', children: [{ id: 'c-new', label: 'New arrivals' }] },
];

export function TreePage() {
  const [selected, setSelected] = useState<string[]>(['c-summer']);
  const [checked, setChecked] = useState<string[]>(['sku-1']);
  return (
    <ShowcasePage
      title="Tree"
      description="The one Tree View wrapper (MUI X RichTreeView): a tree of tree items with keyboard navigation (arrows, Home/End, type-ahead), expansion and single or multiple (checkbox) selection. Used by the category filter."
      components={['Tree']}
      source="components/tree/tree.tsx"
      props={[
        { name: 'label', type: 'string', description: 'Accessible name of the tree.' },
        { name: 'items', type: 'TreeNode[]', description: 'id, label, children?, disabled?' },
        { name: 'selected / onSelectedChange', type: 'string[] / (ids) => void', description: 'Selection (controlled when given).' },
        {
          name: 'multiple / checkboxes / propagate',
          type: 'boolean',
          description: 'Multi-select, row checkboxes, parent–child propagation.',
        },
        { name: 'expanded / onExpandedChange / defaultExpanded', type: 'string[] / (ids) => void / string[]', description: 'Expansion.' },
        { name: 'loading / emptyText / maxHeight', type: 'boolean / string / number', description: 'States and layout.' },
      ]}
    >
      <Demo title="Single selection">
        <Tree
          label="Accounts and campaigns"
          items={ITEMS}
          selected={selected}
          onSelectedChange={setSelected}
          defaultExpanded={['acc-brand']}
        />
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          Selected: {selected.join(', ') || 'none'}
        </Typography>
      </Demo>
      <Demo title="Checkboxes with propagation">
        <Tree
          label="Products to include"
          items={ITEMS}
          selected={checked}
          onSelectedChange={setChecked}
          multiple
          checkboxes
          propagate
          defaultExpanded={['acc-brand', 'c-summer']}
        />
      </Demo>
      <Demo title="Loading and empty">
        <Tree label="Loading tree" items={[]} loading />
        <Tree label="Empty tree" items={[]} emptyText="Nothing to show" />
      </Demo>
    </ShowcasePage>
  );
}
