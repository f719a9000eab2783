import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { STORE, stubStoresApi } from '../test-server';
import { CreateStoreDialog, EditStoreDialog } from './store-dialogs';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

const messages = () => toastStore.getSnapshot().map((t) => JSON.stringify(t.message));

describe('store create and edit dialogs (deep-linkable child routes)', { timeout: 30_000 }, () => {
  it('validates the form, shows a taken external id at its field, then creates and opens the store', async () => {
    const user = userEvent.setup();
    let taken = true;
    const calls = stubStoresApi((c) => {
      if (c.method !== 'POST') return undefined;
      if (taken) {
        taken = false;
        return json({ type: 'StoreExternalIdTakenException', title: 'x', status: 409, field: 'externalId' }, 409);
      }
      return json({ ...STORE, version: 1 }, 201, { etag: '"1"' });
    });
    const { router } = renderWithProviders(<CreateStoreDialog />, {
      path: '/marops/stores/new',
      routes: [{ path: '/marops/stores/:storeId', element: <p>store page</p> }],
    });
    const dialog = await screen.findByRole('dialog', { name: 'New store' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Shoe Planet');
    await user.type(within(dialog).getByLabelText(/^External id/), 'seller-1001');
    await user.type(within(dialog).getByLabelText(/^Domain/), 'https://shoeplanet.pl/');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a domain such as www.example.pl (no http:// or path).')).toBeTruthy();
    expect(within(dialog).getByText('Required.')).toBeTruthy(); // channel

    await user.clear(within(dialog).getByLabelText(/^Domain/));
    await user.type(within(dialog).getByLabelText(/^Domain/), 'www.shoeplanet.pl');
    await user.click(within(dialog).getByRole('combobox', { name: /^Channel/ }));
    await user.click(await screen.findByRole('option', { name: 'eobuwie' }));
    await user.clear(within(dialog).getByLabelText(/^Markets/));
    await user.type(within(dialog).getByLabelText(/^Markets/), 'pl, cz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A store with this external id already exists.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({
      name: 'Shoe Planet',
      externalId: 'seller-1001',
      domain: 'www.shoeplanet.pl',
      channel: 'EOBUWIE',
      markets: ['PL', 'CZ'],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/marops/stores/${STORE.id}`));
  });

  it('edits with If-Match from the ETag and shows the catalogue message on 412', async () => {
    const user = userEvent.setup();
    const calls = stubStoresApi((c) =>
      c.method === 'PUT' ? json({ type: 'ResourceOptimisticLockException', title: 'x', status: 412 }, 412) : undefined,
    );
    renderWithProviders(<EditStoreDialog />, { path: `/marops/stores/${STORE.id}/edit`, route: '/marops/stores/:storeId/edit' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit store' });
    const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.value).toBe('Shoe Planet');
    await user.type(name, ' PL');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('if-match')).toBe('"3"');
    expect(JSON.parse(put.body)).toMatchObject({ name: 'Shoe Planet PL', markets: ['PL'] });
    await waitFor(() => expect(messages().join()).toContain('The resource has been modified. Please refresh the page and try again.'));
    expect(screen.getByRole('dialog', { name: 'Edit store' })).toBeTruthy();
  });
});
