import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffReadOnlyScope } from '@/components/staff-read-only/staff-edit-guard';
import { setStaffActing } from '@/lib/api/staff-acting';
import { toastStore } from '@/lib/toast/toast-store';
import { json, renderWithProviders } from '@/testing/render';
import { AccountSettings } from './account-settings';

vi.setConfig({ testTimeout: 20_000 });

const ACCOUNT = {
  id: 'acc-1',
  name: 'Nike PL',
  type: 'BRAND',
  inventory: { brandCodes: ['nike'], storeId: null, productCount: 1234 },
  version: 3,
};
const USERS = [
  { id: 'u1', email: 'ada@example.com', name: 'Ada', status: 'ACTIVE', role: 'ADMIN' },
  {
    id: 'i1',
    email: 'bob@example.com',
    name: null,
    status: 'INVITED',
    role: 'BILLING',
    invitedAt: '2026-01-02T10:00:00Z',
    expiresAt: '2026-01-09T10:00:00Z',
  },
];

const TRANSPARENCY = {
  advertiserName: null,
  payerName: null,
  shown: { onBehalfOf: 'Nike PL', paidBy: 'Nike Poland sp. z o.o.' },
  version: 3,
};

interface Seen {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
}

function server(overrides: (seen: Seen) => Response | undefined = () => undefined) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    const entry: Seen = {
      method: req.method,
      path: new URL(req.url).pathname,
      ifMatch: req.headers.get('If-Match'),
      body: req.method === 'GET' || req.method === 'DELETE' ? undefined : await req.json(),
    };
    seen.push(entry);
    const custom = overrides(entry);
    if (custom) return custom;
    if (entry.path === '/api/accounts/acc-1' && entry.method === 'GET') return json(ACCOUNT, 200, { ETag: '"3"' });
    if (entry.path === '/api/accounts/acc-1/users' && entry.method === 'GET') return json(USERS);
    if (entry.path === '/api/accounts/acc-1/api-keys' && entry.method === 'GET') return json([]);
    if (entry.path === '/api/accounts/acc-1/ad-transparency' && entry.method === 'GET') return json(TRANSPARENCY, 200, { ETag: '"3"' });
    if (entry.path === '/api/accounts/acc-1/ad-transparency' && entry.method === 'PUT') {
      const body = entry.body as { advertiserName: string | null; payerName: string | null };
      return json(
        {
          ...body,
          shown: { onBehalfOf: body.advertiserName ?? 'Nike PL', paidBy: body.payerName ?? 'Nike Poland sp. z o.o.' },
          version: 4,
        },
        200,
        { ETag: '"4"' },
      );
    }
    if (entry.method === 'DELETE') return new Response(null, { status: 204 });
    return json({ id: 'new', email: 'x', name: null, status: 'INVITED' }, 201);
  });
  return seen;
}

afterEach(() => {
  setStaffActing(null);
  cleanup();
  toastStore.clear();
  vi.unstubAllGlobals();
});

describe('AccountSettings (docs/requirements.md §2, §6, §7)', () => {
  it('shows the account and its users', async () => {
    server();
    renderWithProviders(<AccountSettings accountId="acc-1" />);
    expect(await screen.findByText('Nike PL')).toBeTruthy();
    expect(screen.getByText('Brand')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('ada@example.com')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /bob@example.com/ })).getByText('Invited')).toBeTruthy();
  });

  it('renames with If-Match and shows a taken name at the field', async () => {
    const seen = server((s) =>
      s.method === 'PATCH' ? json({ type: 'AccountNameTakenException', title: 'Conflict', status: 409, field: 'NAME' }, 409) : undefined,
    );
    renderWithProviders(<AccountSettings accountId="acc-1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const field = screen.getByRole('textbox', { name: 'Account name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Adidas PL');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account with this name already exists.')).toBeTruthy();
    expect(seen.find((s) => s.method === 'PATCH')).toMatchObject({ ifMatch: '"3"', body: { name: 'Adidas PL' } });
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('adds a user by e-mail and removes one after confirming', async () => {
    const seen = server();
    renderWithProviders(<AccountSettings accountId="acc-1" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() =>
      expect(seen.find((s) => s.method === 'POST')).toMatchObject({
        path: '/api/accounts/acc-1/users',
        body: { email: 'new@example.com', role: 'ADMIN' },
      }),
    );
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([['SUCCESS', 'Invitation sent to new@example.com.']]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove bob@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user?' });
    expect(dialog.textContent).toContain('bob@example.com will no longer have access to Nike PL.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(seen.find((s) => s.method === 'DELETE')?.path).toBe('/api/accounts/acc-1/users/i1'));
  });

  it("says so when the address already is a member (200 ACTIVE) instead of 'Invitation sent'", async () => {
    server((s) => (s.method === 'POST' ? json({ id: 'u1', email: 'ada@example.com', name: 'Ada', status: 'ACTIVE' }, 200) : undefined));
    renderWithProviders(<AccountSettings accountId="acc-1" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'ADA@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([
        ['INFO', 'ADA@example.com is already a user of this account.'],
      ]),
    );
  });

  it('refuses an invalid e-mail without calling the server', async () => {
    const seen = server();
    renderWithProviders(<AccountSettings accountId="acc-1" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
  });

  it('shows the names shown with the ads and saves a paying agency with If-Match, blank = the default', async () => {
    const seen = server();
    renderWithProviders(<AccountSettings accountId="acc-1" />);
    const card = await screen.findByRole('region', { name: 'Shown with your ads' });
    expect(within(card).getByText('Shown now: Nike Poland sp. z o.o.')).toBeTruthy();
    await userEvent.type(within(card).getByLabelText('Paid by'), 'Agency X');
    await userEvent.click(within(card).getByRole('button', { name: 'Update the names' }));
    await waitFor(() => expect(seen.some((e) => e.method === 'PUT')).toBe(true));
    const put = seen.find((e) => e.method === 'PUT')!;
    expect(put).toMatchObject({
      path: '/api/accounts/acc-1/ad-transparency',
      ifMatch: '"3"',
      body: { advertiserName: null, payerName: 'Agency X' },
    });
    expect(await screen.findByText('Shown now: Agency X')).toBeTruthy();
  });

  it('as staff in read-only mode, disables every edit control with the switch-to-edit tooltip; edit mode enables them', async () => {
    server();
    setStaffActing({ accountId: 'acc-1', mode: 'read' });
    renderWithProviders(
      <StaffReadOnlyScope accountId="acc-1">
        <AccountSettings accountId="acc-1" />
      </StaffReadOnlyScope>,
    );
    await screen.findByRole('table', { name: 'Users' });
    const card = await screen.findByRole('region', { name: 'Shown with your ads' });
    const controls = () => [
      screen.getByRole('button', { name: 'Edit name' }),
      screen.getByRole('textbox', { name: 'E-mail address' }),
      screen.getByRole('button', { name: 'Add user' }),
      screen.getByRole('button', { name: 'Remove ada@example.com' }),
      screen.getByRole('button', { name: 'Remove bob@example.com' }),
      within(card).getByRole('textbox', { name: 'Paid by' }),
      within(card).getByRole('button', { name: 'Update the names' }),
    ];
    expect(controls().map((c) => (c as HTMLButtonElement | HTMLInputElement).disabled)).toEqual(Array(7).fill(true));
    await userEvent.hover(screen.getByRole('button', { name: 'Add user' }).parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Read-only as staff — switch to edit mode to change this');
    act(() => setStaffActing({ accountId: 'acc-1', mode: 'edit' }));
    await waitFor(() => expect(controls().map((c) => (c as HTMLButtonElement | HTMLInputElement).disabled)).toEqual(Array(7).fill(false)));
  });
});
