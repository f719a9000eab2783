import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { stubStoresApi } from '../test-server';
import { StoresScreen } from './stores-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('StoresScreen ([MarOps] Stores, docs/architecture.md "Staff run the platform")', { timeout: 30_000 }, () => {
  it('lists stores with the filters and page of the URL', async () => {
    const calls = stubStoresApi();
    renderWithProviders(<StoresScreen />, { path: '/marops/stores?search=shoe&channel=EOBUWIE&page=1&size=50', route: '/marops/stores' });
    const grid = await screen.findByRole('grid', { name: '[MarOps] Stores' });
    expect(await within(grid).findByRole('link', { name: 'Shoe Planet' })).toBeTruthy();
    expect(within(grid).getByText('www.shoeplanet.pl')).toBeTruthy();
    const list = calls.find((c) => c.url.pathname === '/api/marops/stores')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ search: 'shoe', channel: 'EOBUWIE', page: '1', size: '50' });
    expect((screen.getByLabelText('Name or external id') as HTMLInputElement).value).toBe('shoe');
  });

  it('puts a new search in the URL, back on the first page', async () => {
    const user = userEvent.setup();
    const calls = stubStoresApi();
    const { router } = renderWithProviders(<StoresScreen />, { path: '/marops/stores?page=2', route: '/marops/stores' });
    const form = screen.getByRole('search', { name: 'Store filters' });
    await user.type(within(form).getByLabelText('Name or external id'), 'seller-1');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('seller-1'));
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('seller-1'));
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('0');
  });

  it('opens the create dialog as the child route `new`', async () => {
    const user = userEvent.setup();
    stubStoresApi();
    const { router } = renderWithProviders(<StoresScreen />, {
      path: '/marops/stores',
      route: '/marops/stores',
      routes: [{ path: '/marops/stores/new', element: <p>create dialog</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'New store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marops/stores/new'));
  });
});
