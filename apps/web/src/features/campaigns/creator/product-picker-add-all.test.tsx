import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountViewProvider } from '@/lib/account-view';
import { json, renderWithProviders } from '@/testing/render';
import { ProductPicker } from './product-picker';

vi.setConfig({ testTimeout: 30_000 });

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const product = {
  sku: 'A',
  name: 'Shirt',
  brand: { code: 'nike', label: 'Nike' },
  seasonCode: null,
  categoryCode: 'c',
  categoryPath: 'Apparel',
  price: 100,
  imageUrl: null,
  stock: 1,
  inStock: true,
};

function stub(matching: { skus: string[]; total: number; limit: number }): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    urls.push(url);
    if (url.pathname === '/api/products/skus') return json(matching);
    if (url.pathname === '/api/brands') return json([{ code: 'nike', label: 'Nike' }]);
    if (url.pathname === '/api/category-dictionaries') return json([]);
    if (url.pathname === '/api/services-config')
      return json({ campaignRequirements: {}, markets: [], activeChannelMarkets: { MAIN: [] }, channels: [] });
    return json({
      content: [product],
      page: 0,
      size: 10,
      totalElements: 1,
      totalPages: 1,
      availableFilters: { brands: [], seasons: [], categories: [] },
    });
  });
  return urls;
}

function Picker({ initial, seen }: { initial: string[]; seen: (skus: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AccountViewProvider account={{ type: 'BRAND', inventory: { brandCodes: ['nike'], storeId: null } }}>
      <ProductPicker
        accountId={ACCOUNT}
        value={value}
        onChange={(skus) => {
          seen(skus);
          setValue(skus);
        }}
      />
    </AccountViewProvider>
  );
}

const statusTexts = () => screen.getAllByRole('status').map((s) => s.textContent);

describe('ProductPicker "Add all matching products"', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds every product matching the filters (the search sent, no paging) and says how many', async () => {
    const urls = stub({ skus: ['A', 'B', 'C'], total: 3, limit: 1000 });
    const seen = vi.fn();
    renderWithProviders(<Picker initial={['A']} seen={seen} />, { path: '/create?q=shirt&page=2', route: '/create' });
    await screen.findByText('Shirt');
    await userEvent.click(screen.getByRole('button', { name: 'Add all matching products' }));
    await waitFor(() => expect(statusTexts()).toContain('Added 2 products.'));
    expect(seen).toHaveBeenLastCalledWith(['A', 'B', 'C']);
    expect(statusTexts()).toContain('Selected products: 3');
    const call = urls.find((u) => u.pathname === '/api/products/skus')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ skuSelect: 'AVAILABLE_FOR_CAMPAIGN', search: 'shirt' });
  });

  it('stops at the SKU limit, counting the products already selected, and says the limit cut the list', async () => {
    stub({ skus: ['A', 'B', 'C'], total: 5, limit: 3 });
    const seen = vi.fn();
    renderWithProviders(<Picker initial={['X']} seen={seen} />, { path: '/create' });
    await screen.findByText('Shirt');
    await userEvent.click(screen.getByRole('button', { name: 'Add all matching products' }));
    await waitFor(() => expect(statusTexts()).toContain('Added 2 of 5 matching products: a campaign holds at most 3 SKUs.'));
    expect(seen).toHaveBeenLastCalledWith(['X', 'A', 'B']);
  });
});
