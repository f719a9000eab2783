import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStaffActing } from '@/lib/api/staff-acting';
import { toastStore } from '@/lib/toast/toast-store';
import { json, renderWithProviders } from '@/testing/render';
import { CreateAccountDialog } from './create-account-dialog';
import { StaffAccountDetail } from './staff-account-detail';
import { StaffActingBanner } from './staff-acting-banner';
import { StaffAccountsList } from './staff-accounts-list';

vi.setConfig({ testTimeout: 20_000 });

const ACCOUNT = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Nike PL',
  type: 'BRAND',
  brandCodes: ['nike'],
  storeId: null,
  channels: ['MAIN'],
  markets: ['PL'],
  taxId: '5260001246',
  status: 'ACTIVE',
  statusReason: null,
  statusChangedAt: null,
  people: [{ email: 'owner@nike.test', status: 'INVITED', expiresAt: '2026-01-09T10:00:00Z' }],
  version: 4,
  createdAt: '2026-01-02T10:00:00Z',
};
const ROW = {
  ...ACCOUNT,
  memberCount: 1,
  spendMtd: 123456,
  runningCampaigns: 2,
  lastActivityAt: '2026-01-05T10:00:00Z',
  lastTrafficDay: '2026-01-05',
};

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

function server(handler: (s: Seen) => Response | undefined = () => undefined) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    const s: Seen = {
      method: req.method,
      url: new URL(req.url),
      headers: req.headers,
      body: req.method === 'GET' ? undefined : await req.json(),
    };
    seen.push(s);
    const custom = handler(s);
    if (custom) return custom;
    if (s.url.pathname === '/api/marops/accounts') return json({ content: [ROW], page: 0, size: 25, totalElements: 1, totalPages: 1 });
    if (s.url.pathname === `/api/marops/accounts/${ACCOUNT.id}`) return json(ACCOUNT, 200, { ETag: '"4"' });
    return json({}, 404);
  });
  return seen;
}

afterEach(() => {
  cleanup();
  toastStore.clear();
  setStaffActing(null);
  vi.unstubAllGlobals();
});

describe('staff home', () => {
  it('lists accounts with spend and running campaigns; filters go to the URL and the request', async () => {
    const seen = server();
    const { router } = renderWithProviders(<StaffAccountsList />, { path: '/marops/accounts?status=ACTIVE', route: '/marops/accounts' });
    const grid = await screen.findByRole('grid', { name: '[MarOps] Accounts' });
    await within(grid).findByRole('link', { name: 'Nike PL' });
    expect(within(grid).getByText('2')).toBeTruthy();
    expect(within(grid).getByText(/1\s?234,56/)).toBeTruthy();
    expect(seen[0]!.url.searchParams.get('status')).toBe('ACTIVE');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by name, e-mail or tax id' }), 'owner@');
    await waitFor(() => expect(router.state.location.search).toContain('q=owner%40'));
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('search')).toBe('owner@'));
  });
});

describe('create account dialog', () => {
  it('shows a client error for an invalid NIP and the server refusals at their fields', async () => {
    const seen = server((s) =>
      s.method === 'POST'
        ? (s.body as { email: string }).email === 'banned@x.test'
          ? json({ type: 'OperationNotAllowedForAccountException', title: 't', status: 403, field: 'email' }, 403)
          : json({ type: 'AccountNameTakenException', title: 't', status: 409, field: 'name' }, 409)
        : undefined,
    );
    renderWithProviders(<CreateAccountDialog onClose={() => {}} onCreated={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account name/ }), 'Nike PL');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First user's e-mail/ }), 'banned@x.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Brand codes' }), 'nike');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tax id (NIP or EU VAT id)' }), '5260001247');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and invite' }));
    expect(await within(dialog).findByText('Enter a valid NIP (10 digits with its checksum) or EU VAT id.')).toBeTruthy();
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(0);
    const tax = within(dialog).getByRole('textbox', { name: 'Tax id (NIP or EU VAT id)' });
    await userEvent.clear(tax);
    await userEvent.type(tax, '526-000-12-46');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and invite' }));
    expect(await within(dialog).findByText('This belongs to a banned advertiser, who may not open new accounts.')).toBeTruthy();
    expect(seen.find((s) => s.method === 'POST')!.body).toMatchObject({
      name: 'Nike PL',
      type: 'BRAND',
      brandCodes: ['nike'],
      taxId: '526-000-12-46',
      channels: ['MAIN'],
      markets: ['PL'],
    });
  });
});

describe('account detail', () => {
  it('suspends with a reason and If-Match, and opens the account as staff', async () => {
    const seen = server((s) =>
      s.method === 'POST' ? json({ ...ACCOUNT, status: 'SUSPENDED', statusReason: 'Unpaid', version: 5 }, 200, { ETag: '"5"' }) : undefined,
    );
    const { router } = renderWithProviders(<StaffAccountDetail accountId={ACCOUNT.id} />, {
      path: `/marops/accounts/${ACCOUNT.id}`,
      routes: [{ path: '/accounts/:id/campaigns/list', element: <p>campaigns</p> }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Nike PL?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Unpaid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await screen.findByRole('button', { name: 'Resume' });
    const post = seen.find((s) => s.method === 'POST')!;
    expect(post.url.pathname).toBe(`/api/marops/accounts/${ACCOUNT.id}/suspend`);
    expect(post.headers.get('If-Match')).toBe('"4"');
    expect(post.body).toEqual({ reason: 'Unpaid' });
    await userEvent.click(screen.getByRole('button', { name: 'Open as staff' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT.id}/campaigns/list`));
    expect(JSON.parse(sessionStorage.getItem('ads.actingAsStaff')!)).toEqual({ accountId: ACCOUNT.id, mode: 'read' });
  });
});

describe('acting-as-staff banner', () => {
  it('says read-only, switches to edit and leaves', async () => {
    server();
    setStaffActing({ accountId: ACCOUNT.id, mode: 'read' });
    const { router } = renderWithProviders(<StaffActingBanner accountId={ACCOUNT.id} />, {
      path: `/accounts/${ACCOUNT.id}/campaigns/list`,
      routes: [{ path: '/marops/accounts/:id', element: <p>staff page</p> }],
    });
    const banner = await screen.findByRole('status', { name: 'Acting as staff' });
    await within(banner).findByText('Acting as staff on Nike PL — read-only');
    await userEvent.click(within(banner).getByRole('button', { name: 'Switch to edit' }));
    expect(within(banner).getByText('Acting as staff on Nike PL — editing')).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/marops/accounts/${ACCOUNT.id}`));
    expect(sessionStorage.getItem('ads.actingAsStaff')).toBeNull();
  });
});
