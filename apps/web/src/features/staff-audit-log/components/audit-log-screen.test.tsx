import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { AuditLogScreen } from './audit-log-screen';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const entry = {
  id: 7,
  seq: 7,
  at: '2026-06-01T10:15:00.000Z',
  userId: '22222222-2222-4222-8222-222222222222',
  actorEmail: 'marek@staff.test',
  accountId: ACCOUNT,
  actingAsStaff: true,
  method: 'PATCH',
  url: `/api/accounts/${ACCOUNT}`,
  status: 200,
  requestId: '33333333-3333-4333-8333-333333333333',
  changes: [{ field: 'name', before: 'Ann Brand', after: 'Ann Brand 2' }],
  hash: 'a'.repeat(64),
};

let calls: { method: string; url: URL; body: unknown }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const url = new URL(request.url);
      calls.push({ method: request.method, url, body: request.method === 'POST' ? await request.clone().json() : undefined });
      if (url.pathname === '/api/marops/search-audit-log')
        return json({ content: [entry], page: 0, size: 20, totalElements: 1, totalPages: 1 });
      if (url.pathname === '/api/marops/audit-log.csv') return new Response('at,actorEmail\n', { headers: { 'content-type': 'text/csv' } });
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('AuditLogScreen ([MarOps] Audit log)', { timeout: 30_000 }, () => {
  it('searches with the filters of the URL and shows actor, staff flag, URL and what changed', async () => {
    renderWithProviders(<AuditLogScreen />, {
      path: '/marops/audit-log?urlContains=/accounts&method=PATCH&page=0&size=50',
      route: '/marops/audit-log',
    });
    const grid = await screen.findByRole('grid', { name: '[MarOps] Audit log' });
    await within(grid).findByText('marek@staff.test');
    expect(within(grid).getByText('as staff')).toBeTruthy();
    expect(within(grid).getByText(`/api/accounts/${ACCOUNT}`)).toBeTruthy();
    expect(within(grid).getByText('name: Ann Brand → Ann Brand 2')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { urlContains: '/accounts', method: 'PATCH', page: 0, size: 50 } });
    expect((screen.getByLabelText('URL contains') as HTMLInputElement).value).toBe('/accounts');
  });

  it('puts new filters in the URL and searches again; refuses a malformed account id', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AuditLogScreen />, { path: '/marops/audit-log?page=2', route: '/marops/audit-log' });
    await screen.findByRole('grid', { name: '[MarOps] Audit log' });
    const form = screen.getByRole('search', { name: 'Audit log filters' });
    await user.type(within(form).getByLabelText('Account id'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await within(form).findByText(/invalid/i)).toBeTruthy();
    await user.clear(within(form).getByLabelText('Account id'));
    await user.type(within(form).getByLabelText('Account id'), ACCOUNT);
    await user.type(within(form).getByLabelText('URL contains'), '/campaigns');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
        accountId: ACCOUNT,
        urlContains: '/campaigns',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false); // a new search starts on the first page
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ accountId: ACCOUNT, urlContains: '/campaigns', page: 0, size: 20 }));
  });

  it('exports the filtered entries as CSV through the download helper', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined); // jsdom cannot save files
    renderWithProviders(<AuditLogScreen />, {
      path: `/marops/audit-log?accountId=${ACCOUNT}&actingAsStaff=true`,
      route: '/marops/audit-log',
    });
    await screen.findByRole('grid', { name: '[MarOps] Audit log' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/marops/audit-log.csv')).toBe(true));
    const csv = calls.find((c) => c.url.pathname === '/api/marops/audit-log.csv')!;
    expect(Object.fromEntries(csv.url.searchParams)).toEqual({ accountId: ACCOUNT, actingAsStaff: 'true' });
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});
