import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tree, type TreeNode } from './tree';

afterEach(cleanup);

/** A tree item by its own label (an expanded item's accessible name also holds its children's labels). */
const item = (label: string) => screen.getByText(label).closest('[role="treeitem"]');

const ITEMS: TreeNode[] = [
  {
    id: 'apparel',
    label: 'Apparel',
    children: [
      { id: 'apparel/topwear', label: 'Topwear', children: [{ id: 'apparel/topwear/tshirts', label: 'Tshirts' }] },
      { id: 'apparel/bottomwear', label: 'Bottomwear' },
    ],
  },
  { id: 'footwear', label: 'Footwear' },
];

describe('Tree', () => {
  it('shows only the top level until a node is expanded', async () => {
    const onExpandedChange = vi.fn();
    render(<Tree label="Categories" items={ITEMS} onExpandedChange={onExpandedChange} />);
    expect(screen.getByRole('tree', { name: 'Categories' })).toBeTruthy();
    expect(item('Apparel')?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Topwear' })).toBeNull();

    await userEvent.click(screen.getByText('Apparel'));
    expect(item('Apparel')?.getAttribute('aria-expanded')).toBe('true');
    expect(item('Topwear')).toBeTruthy();
    expect(onExpandedChange).toHaveBeenLastCalledWith(['apparel']);
  });

  it('starts expanded from defaultExpanded and reports selection', async () => {
    const onSelectedChange = vi.fn();
    render(<Tree label="Categories" items={ITEMS} defaultExpanded={['apparel', 'apparel/topwear']} onSelectedChange={onSelectedChange} />);
    await userEvent.click(screen.getByText('Tshirts'));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['apparel/topwear/tshirts']);
  });

  it('shows the empty text when there are no items', () => {
    render(<Tree label="Categories" items={[]} emptyText="No categories" />);
    expect(screen.getByRole('status').textContent).toBe('No categories');
  });
});
