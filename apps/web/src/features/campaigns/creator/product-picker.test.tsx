import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountViewProvider, type AccountViewSource } from '@/lib/account-view';
import { json, renderWithProviders } from '@/testing/render';
import { ProductPicker } from './product-picker';

vi.setConfig({ testTimeout: 20_000 });

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const product = {
  sku: 'A1',
  name: 'Shirt',
  brand: { code: 'nike', label: 'Nike' },
  seasonCode: 'FALL',
  categoryCode: 'c',
  categoryPath: 'Apparel',
  price: 100,
  imageUrl: null,
  stock: 1,
  inStock: true,
};
const filters = { brands: [{ code: 'nike', label: 'Nike', count: 1 }], seasons: [], categories: [] };

const BRAND_ONE: AccountViewSource = { type: 'BRAND', inventory: { brandCodes: ['nike'], storeId: null } };
const BRAND_TWO: AccountViewSource = { type: 'BRAND', inventory: { brandCodes: ['nike', 'puma'], storeId: null } };
const MERCHANT: AccountViewSource = { type: 'MERCHANT', inventory: { brandCodes: [], storeId: '44444444-4444-4444-8444-444444444444' } };

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    // The filters' start-up dictionaries (docs/requirements.md §7.6), then the inventory page.
    if (url.pathname === '/api/brands') return json([{ code: 'nike', label: 'Nike' }]);
    if (url.pathname === '/api/category-dictionaries') return json([]);
    if (url.pathname === '/api/services-config')
      return json({ campaignRequirements: {}, markets: [], activeChannelMarkets: { MAIN: [], EOBUWIE: [] }, channels: [] });
    return json({ content: [product], page: 0, size: 10, totalElements: 1, totalPages: 1, availableFilters: filters });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderAs(account: AccountViewSource) {
  renderWithProviders(
    <AccountViewProvider account={account}>
      <ProductPicker accountId={ACCOUNT} value={[]} onChange={() => undefined} />
    </AccountViewProvider>,
  );
  const grid = await screen.findByRole('grid', { name: 'Products' });
  await within(grid).findByText('Shirt');
  return within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());
}

describe('ProductPicker by account type (docs/requirements.md §6.5)', () => {
  it('a BRAND of one brand sees "your brands", no brand filter and no brand column', async () => {
    const headers = await renderAs(BRAND_ONE);
    expect(screen.getByText('Products of your brands, from every store that sells them.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /brands/i })).toBeNull();
    expect(headers).not.toContain('Brand');
    expect(headers).toContain('SKU');
  });

  it('a BRAND of several brands filters among "Your brands" and sees the brand column', async () => {
    const headers = await renderAs(BRAND_TWO);
    expect(screen.getByRole('combobox', { name: 'Your brands' })).toBeTruthy();
    expect(headers).toContain('Brand');
  });

  it('a MERCHANT sees "your store", filters by brand among its products and sees the brand column', async () => {
    const headers = await renderAs(MERCHANT);
    expect(screen.getByText('Products of your store.')).toBeTruthy();
    expect(screen.queryByText(/your brands/)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Brands' })).toBeTruthy();
    expect(headers).toContain('Brand');
  });
});
