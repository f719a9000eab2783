import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountRoleProvider } from '@/lib/account-role';
import { StaffReadOnlyScope } from '@/components/staff-read-only/staff-edit-guard';
import { setStaffActing } from '@/lib/api/staff-acting';
import { json, renderWithProviders } from '@/testing/render';
import { ApiKeys } from './api-keys';

vi.setConfig({ testTimeout: 20_000 });

const KEY = {
  id: 'k1',
  name: 'Nightly bids',
  role: 'CAMPAIGN_MANAGER',
  prefix: 'adsk_0123456789abcdef',
  status: 'ACTIVE',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'ada@example.com',
  lastUsedAt: null,
  revokedAt: null,
};
const SECRET = 'adsk_fedcba9876543210_' + 'x'.repeat(43);

function server() {
  const seen: { method: string; path: string; body: unknown }[] = [];
  let keys: (Omit<typeof KEY, 'revokedAt'> & { revokedAt: string | null })[] = [KEY];
  vi.stubGlobal('fetch', async (req: Request) => {
    const entry = { method: req.method, path: new URL(req.url).pathname, body: req.method === 'POST' ? await req.json() : undefined };
    seen.push(entry);
    if (entry.method === 'GET') return json(keys);
    if (entry.method === 'POST') {
      const made = { ...KEY, id: 'k2', name: 'Reporting', role: 'READ_ONLY', prefix: 'adsk_fedcba9876543210' };
      keys = [made, ...keys];
      return json({ key: SECRET, apiKey: made }, 201);
    }
    keys = keys.map((k) => (k.id === 'k1' ? { ...k, status: 'REVOKED', revokedAt: '2026-11-21T10:00:00.000Z' } : k));
    return json(keys.find((k) => k.id === 'k1'));
  });
  return seen;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('API keys on the settings screen (docs/api-keys.md)', () => {
  it('an admin sees the keys, creates one (the key shown once) and revokes one after confirming', async () => {
    const seen = server();
    renderWithProviders(
      <AccountRoleProvider role="ADMIN">
        <ApiKeys accountId="acc-1" />
      </AccountRoleProvider>,
    );
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(await within(table).findByRole('cell', { name: 'Nightly bids' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Never' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'adsk_0123456789abcdef_…' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Reporting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(seen.find((s) => s.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/accounts/acc-1/api-keys',
        body: { name: 'Reporting', role: 'READ_ONLY' },
      }),
    );
    const secret = await screen.findByRole('dialog', { name: 'Copy your API key now' });
    expect((within(secret).getByRole('textbox', { name: 'API key' }) as HTMLInputElement).value).toBe(SECRET);
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy your API key now' })).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly bids' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(seen.find((s) => s.method === 'DELETE')?.path).toBe('/api/accounts/acc-1/api-keys/k1'));
    expect(await within(table).findByText('Revoked')).toBeTruthy();
  });

  it('shows nothing to a member who is not an admin, and asks the server nothing', async () => {
    const seen = server();
    const { container } = renderWithProviders(
      <AccountRoleProvider role="CAMPAIGN_MANAGER">
        <ApiKeys accountId="acc-1" />
      </AccountRoleProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    expect(seen).toEqual([]);
  });

  it('staff acting in read mode see no keys and ask nothing (listing needs `members`); in edit mode they manage them', async () => {
    const seen = server();
    setStaffActing({ accountId: 'acc-1', mode: 'read' });
    renderWithProviders(
      <StaffReadOnlyScope accountId="acc-1">
        <ApiKeys accountId="acc-1" />
      </StaffReadOnlyScope>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'API keys' })).toBeNull();
    expect(seen).toEqual([]);
    act(() => setStaffActing({ accountId: 'acc-1', mode: 'edit' }));
    expect(await screen.findByRole('region', { name: 'API keys' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Nightly bids' })).toBeTruthy();
    act(() => setStaffActing(null));
  });
});
