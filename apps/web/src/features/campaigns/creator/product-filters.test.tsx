import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { brandOptions, categoryChoices, ProductFilters } from './product-filters';
import { useProductBrowser } from './use-product-browser';
import type { AvailableFilters } from '../api/get-products';

const DICTIONARY = [
  { code: 'apparel', path: 'Apparel' },
  { code: 'apparel/topwear', path: 'Apparel > Topwear' },
  { code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts' },
  { code: 'footwear', path: 'Footwear' },
  { code: 'footwear/boots', path: 'Footwear > Boots' },
];
const AVAILABLE: AvailableFilters = {
  brands: [{ code: 'ucb', label: 'ucb', count: 3 }],
  seasons: [{ code: 'FALL', count: 3 }],
  categories: [{ code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts', count: 3 }],
};

let calls: string[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/brands') return json([{ code: 'ucb', label: 'United Colors of Benetton' }, { code: 'puma', label: 'Puma' }]);
      if (url.pathname === '/api/category-dictionaries') return json(DICTIONARY);
      if (url.pathname === '/api/services-config') return json({ campaignRequirements: {}, markets: [], activeChannelMarkets: { MAIN: [], EOBUWIE: [] }, channels: [] });
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Filters({ available }: { available: AvailableFilters | undefined }) {
  return <ProductFilters browser={useProductBrowser()} available={available} />;
}

describe('product filters read the brand and category dictionaries (docs/requirements.md §3.11, §7.6)', () => {
  it('brands are named by GET /brands; categories come from GET /category-dictionaries, limited to the inventory', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Filters available={AVAILABLE} />, { path: '/p?brands=puma', route: '/p' });
    // The chosen brand outside the inventory is still shown by its dictionary name.
    expect(await screen.findByText('Puma')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Brands' }));
    expect(await screen.findByRole('option', { name: 'United Colors of Benetton (3)' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Categories' }));
    const tree = within(screen.getByRole('dialog', { name: 'Categories' })).getByRole('tree');
    expect(within(tree).getByText('Apparel')).toBeTruthy();
    expect(within(tree).queryByText('Footwear')).toBeNull();
    expect(calls).toContain('/api/category-dictionaries?channels=MAIN%2CEOBUWIE&markets=PL');
  });

  it('brandOptions and categoryChoices', () => {
    const labels = new Map([['ucb', 'United Colors of Benetton']]);
    expect(brandOptions(AVAILABLE, labels, ['ucb', 'gone'])).toEqual([
      { code: 'ucb', label: 'United Colors of Benetton', count: 3 },
      { code: 'gone', label: 'gone', count: 0 },
    ]);
    expect(categoryChoices(DICTIONARY, undefined, []).map((c) => c.code)).toHaveLength(5);
    expect(categoryChoices(DICTIONARY, AVAILABLE, ['footwear/boots']).map((c) => c.code)).toEqual([
      'apparel',
      'apparel/topwear',
      'apparel/topwear/tshirts',
      'footwear',
      'footwear/boots',
    ]);
    expect(categoryChoices(DICTIONARY, AVAILABLE, []).map((c) => c.code)).not.toContain('footwear');
  });
});
