import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryLabel } from './category-tree';
import { FilterCategory } from './filter-category';

afterEach(cleanup);

const DICTIONARY: CategoryLabel[] = [
  { code: 'apparel', path: 'Apparel' },
  { code: 'apparel/topwear', path: 'Apparel > Topwear' },
  { code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts' },
  { code: 'footwear', path: 'Footwear' },
];

function Harness({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <FilterCategory
        label="Categories"
        categories={DICTIONARY}
        value={value}
        onChange={setValue}
        searchLabel="Search categories"
        emptyText="No categories"
        removeLabel={(path) => `Remove ${path}`}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

const treeItem = (label: string) => within(screen.getByRole('tree')).getByText(label).closest('[role="treeitem"]') as HTMLElement;

describe('FilterCategory', () => {
  it('opens a tree, expands a level and chooses a category by its checkbox', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
    const dialog = screen.getByRole('dialog', { name: 'Categories' });
    expect(within(dialog).getByRole('tree', { name: 'Categories' })).toBeTruthy();
    await userEvent.click(within(dialog).getByText('Apparel'));
    // The row's checkbox is decorative (aria-hidden): the tree item itself carries aria-checked.
    await userEvent.click(treeItem('Topwear').querySelector('input[type="checkbox"]') as HTMLElement);
    expect(treeItem('Topwear').getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status').textContent).toBe('apparel/topwear');
    expect(screen.getByRole('button', { name: 'Categories (1)' })).toBeTruthy();
  });

  it('search shows the match inside its expanded ancestors', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
    await userEvent.type(screen.getByLabelText('Search categories'), 'tshirt');
    expect(within(screen.getByRole('tree')).getByText('Tshirts')).toBeTruthy();
    expect(within(screen.getByRole('tree')).queryByText('Footwear')).toBeNull();
  });

  it('shows chosen categories as chips that can be removed', async () => {
    render(<Harness initial={['apparel/topwear/tshirts', 'footwear']} />);
    expect(screen.getByText('Apparel > Topwear > Tshirts')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Footwear' }));
    expect(screen.getByRole('status').textContent).toBe('apparel/topwear/tshirts');
  });

  it('tells when nothing matches', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }));
    await userEvent.type(screen.getByLabelText('Search categories'), 'hats');
    expect(screen.getByText('No categories')).toBeTruthy();
  });
});
