import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountViewProvider, type AccountViewSource } from '@/lib/account-view';
import { renderWithProviders } from '@/testing/render';
import type { StatisticsRow } from '../api/get-statistics';
import { ProductStatsTable } from './product-stats-table';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const row = {
  productId: 'A1',
  productName: 'Shirt',
  productImageUrl: null,
  productBrand: 'Nike',
  views: 10,
  clicks: 1,
  cost: 100,
  ctr: 0.1,
  avgCPC: 100,
  salesCount: 0,
  revenue: 0,
  roas: 0,
} as unknown as StatisticsRow;

async function headersAs(account: AccountViewSource) {
  renderWithProviders(
    <AccountViewProvider account={account}>
      <ProductStatsTable rows={[row]} loading={false} />
    </AccountViewProvider>,
  );
  const grid = await screen.findByRole('grid', { name: 'Performance by product' });
  return within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());
}

describe('ProductStatsTable by account type (docs/requirements.md §6.5)', () => {
  it('has no brand column for a BRAND of one brand', async () => {
    expect(await headersAs({ type: 'BRAND', inventory: { brandCodes: ['nike'], storeId: null } })).not.toContain('Brand');
  });

  it('has the brand column for a MERCHANT', async () => {
    expect(await headersAs({ type: 'MERCHANT', inventory: { brandCodes: [], storeId: 's' } })).toContain('Brand');
  });
});
