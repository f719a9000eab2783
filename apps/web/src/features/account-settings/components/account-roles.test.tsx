import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountRoleProvider } from '@/lib/account-role';
import { json, renderWithProviders } from '@/testing/render';
import { AccountSettings } from './account-settings';

vi.setConfig({ testTimeout: 20_000 });

const ACCOUNT = {
  id: 'acc-1',
  name: 'Nike PL',
  type: 'BRAND',
  inventory: { brandCodes: ['nike'], storeId: null, productCount: 1 },
  version: 3,
};
const USERS = [
  { id: 'u1', email: 'ada@example.com', name: 'Ada', status: 'ACTIVE', role: 'ADMIN' },
  { id: 'u2', email: 'cem@example.com', name: 'Cem', status: 'ACTIVE', role: 'CAMPAIGN_MANAGER' },
];

function server() {
  const seen: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    const entry = { method: req.method, path: new URL(req.url).pathname, body: req.method === 'GET' ? undefined : await req.json() };
    seen.push(entry);
    if (entry.path === '/api/accounts/acc-1') return json(ACCOUNT, 200, { ETag: '"3"' });
    if (entry.path === '/api/accounts/acc-1/users' && entry.method === 'GET') return json(USERS);
    if (entry.path === '/api/accounts/acc-1/api-keys' && entry.method === 'GET') return json([]);
    if (entry.path === '/api/accounts/acc-1/ad-transparency')
      return json({ advertiserName: null, payerName: null, shown: { onBehalfOf: 'Nike PL', paidBy: 'X' }, version: 1 });
    if (entry.path.endsWith('/role')) return json({ ...USERS[1], role: (entry.body as { role: string }).role });
    return json({ id: 'new', email: 'x', name: null, status: 'INVITED', role: 'READ_ONLY' }, 201);
  });
  return seen;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('roles on the users screen (docs/access-roles.md)', () => {
  it("an admin changes a member's role with the select and invites with a role", async () => {
    const seen = server();
    renderWithProviders(
      <AccountRoleProvider role="ADMIN">
        <AccountSettings accountId="acc-1" />
      </AccountRoleProvider>,
    );
    await screen.findByText('cem@example.com', {}, { timeout: 5000 });
    const select = await screen.findByRole('combobox', { name: /^Role of cem@example.com/ });
    expect(select.textContent).toBe('Campaign manager');
    await userEvent.click(select);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Billing' }));
    await waitFor(() =>
      expect(seen.find((s) => s.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/api/accounts/acc-1/users/u2/role',
        body: { role: 'BILLING' },
      }),
    );

    await userEvent.click(screen.getByRole('combobox', { name: /^Role of the new user/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Read-only' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(seen.find((s) => s.method === 'POST')?.body).toEqual({ email: 'new@example.com', role: 'READ_ONLY' }));
  });

  it('a campaign manager sees the roles as text and cannot add users (disabled, the tooltip names the role)', async () => {
    server();
    renderWithProviders(
      <AccountRoleProvider role="CAMPAIGN_MANAGER">
        <AccountSettings accountId="acc-1" />
      </AccountRoleProvider>,
    );
    expect(await screen.findByRole('cell', { name: 'Campaign manager' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Admin' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Role of .*@example.com/ })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add user' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await userEvent.hover(add.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Your role in this account (Campaign manager) does not allow this.',
    );
  });
});
