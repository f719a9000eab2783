import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { ShopKeysScreen } from './shop-keys-screen';

const KEY_ID = '33333333-3333-4333-8333-333333333333';
const key = (status: string) => ({
  id: KEY_ID,
  name: 'eobuwie.pl',
  channel: 'EOBUWIE',
  market: 'PL',
  status,
  createdAt: '2026-03-10T10:00:00Z',
  expiresAt: null,
  revokedAt: null,
  replacedBy: null,
});
let calls: { method: string; path: string; body: unknown }[];
let status = 'ACTIVE';

beforeEach(() => {
  calls = [];
  status = 'ACTIVE';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body =
        request.method === 'GET'
          ? undefined
          : await request
              .clone()
              .json()
              .catch(() => undefined);
      calls.push({ method: request.method, path: url.pathname, body });
      if (url.pathname === '/api/services-config')
        return json({
          markets: [{ code: 'PL', label: 'Poland' }],
          channels: [{ code: 'MAIN', label: 'Shop' }],
          campaignRequirements: {},
          activeChannelMarkets: {},
        });
      if (url.pathname === '/api/marops/shop-api-keys' && request.method === 'GET') return json({ content: [key(status)] });
      if (url.pathname === '/api/marops/shop-api-keys') return json({ key: 'SECRET-KEY-ONCE', shopApiKey: key('ACTIVE') }, 201);
      if (url.pathname.endsWith('/revoke')) {
        status = 'REVOKED';
        return json(key('REVOKED'));
      }
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('ShopKeysScreen', { timeout: 30_000 }, () => {
  it('lists keys, creates one and shows the key once, revokes after confirming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShopKeysScreen />, { path: '/marops/shop-api-keys', route: '/marops/shop-api-keys' });
    const table = await screen.findByRole('table', { name: '[MarOps] Shop API keys' });
    expect(within(table).getByText('eobuwie')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();

    await user.type(screen.getByLabelText('Name', { exact: false, selector: 'input' }), 'shop.pl');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shop API key' });
    expect((within(dialog).getByTestId('new-shop-key') as HTMLInputElement).value).toBe('SECRET-KEY-ONCE');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'shop.pl', channel: 'MAIN', market: 'PL' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('new-shop-key')).toBeNull());

    await user.click(within(table).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke key "eobuwie.pl"?' });
    expect(calls.some((c) => c.path.endsWith('/revoke'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/marops/shop-api-keys/${KEY_ID}/revoke`)).toBe(true));
    expect(await within(table).findByText('Revoked')).toBeTruthy();
  });
});
