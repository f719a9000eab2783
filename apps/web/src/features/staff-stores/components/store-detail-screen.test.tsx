import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { STORE, stubStoresApi } from '../test-server';
import { StoreDetailScreen } from './store-detail-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

const IMPORT = `/api/marops/stores/${STORE.id}/products/import`;

describe('StoreDetailScreen (a store, its products and the CSV import)', { timeout: 30_000 }, () => {
  it('shows the store and its products with the search and page of the URL', async () => {
    const calls = stubStoresApi();
    renderWithProviders(<StoreDetailScreen />, { path: `/marops/stores/${STORE.id}?search=red&size=50`, route: '/marops/stores/:storeId' });
    expect(await screen.findByRole('heading', { name: 'Shoe Planet' })).toBeTruthy();
    expect(screen.getByText('seller-1001')).toBeTruthy();
    expect(screen.getByText('Main shop')).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Products of the store' });
    expect(await within(grid).findByText('Red Sneaker')).toBeTruthy();
    expect(within(grid).getByText('Nike')).toBeTruthy();
    const products = calls.find((c) => c.url.pathname.endsWith('/products'))!;
    expect(Object.fromEntries(products.url.searchParams)).toEqual({ search: 'red', page: '0', size: '50' });
  });

  it('imports a CSV in replace mode as text/csv and shows the counts and unknown ids', async () => {
    const user = userEvent.setup();
    const calls = stubStoresApi((c) =>
      c.url.pathname === IMPORT ? json({ added: 2, removed: 1, unknown: ['ghost'], unknownCount: 1, total: 3 }) : undefined,
    );
    renderWithProviders(<StoreDetailScreen />, { path: `/marops/stores/${STORE.id}`, route: '/marops/stores/:storeId' });
    await screen.findByRole('heading', { name: 'Shoe Planet' });
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    await user.upload(screen.getByLabelText('CSV file'), new File(['product_id\n1163\n1164\nghost\n'], 'ids.csv', { type: 'text/csv' }));
    expect(screen.getByText('ids.csv')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByRole('option', { name: 'Replace all products' }));
    await user.click(importButton);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Added 2, removed 1; the store now sells 3 products.');
    expect(status.textContent).toContain('Unknown product ids (1), not stored: ghost');
    const post = calls.find((c) => c.url.pathname === IMPORT)!;
    expect(post.url.searchParams.get('mode')).toBe('replace');
    expect(post.headers.get('content-type')).toBe('text/csv');
    expect(post.body).toBe('product_id\n1163\n1164\nghost\n');
  });

  it('shows the problem of a refused import through the shared error handling', async () => {
    const user = userEvent.setup();
    stubStoresApi((c) =>
      c.url.pathname === IMPORT
        ? json({ type: 'ValidationException', title: 'x', status: 400, detail: 'too many rows', field: 'csv' }, 400)
        : undefined,
    );
    renderWithProviders(<StoreDetailScreen />, { path: `/marops/stores/${STORE.id}`, route: '/marops/stores/:storeId' });
    await screen.findByRole('heading', { name: 'Shoe Planet' });
    await user.upload(screen.getByLabelText('CSV file'), new File(['x\n'], 'ids.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(JSON.stringify(toastStore.getSnapshot())).toContain('Validation exception occurred'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
