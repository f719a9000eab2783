import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { setApiAccountId } from '@/lib/api/client';
import { toastStore } from '@/lib/toast/toast-store';
import { CampaignList } from './campaign-list';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const stats = { views: 1000, clicks: 12, cost: 1800, ctr: 0.012, avgCPC: 150, salesCount: 1, revenue: 9900, roas: 5.5 };
const row = (id: string, name: string) => ({
  id,
  accountId: ACCOUNT,
  name,
  userStatus: 'ACTIVE',
  state: 'OUT_OF_DAILY_BUDGET',
  dailyBudget: 2000,
  totalBudget: null,
  maxCpc: 150,
  startDate: '2026-06-01',
  endDate: null,
  spentTotal: 1800,
  spentToday: 2000,
  skuCount: 1,
  skusInStock: 1,
  version: 1,
  createdAt: '2026-06-01T00:00:00Z',
  updatedAt: '2026-06-01T00:00:00Z',
  statistics: stats,
});
const A = '44444444-4444-4444-8444-444444444444';
const B = '55555555-5555-4555-8555-555555555555';

let calls: { method: string; url: URL; body: unknown }[];

beforeEach(() => {
  calls = [];
  setApiAccountId(ACCOUNT);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.clone().json();
      calls.push({ method: request.method, url, body });
      if (url.pathname === '/api/campaign-views/active-list') {
        return json({ content: [row(A, 'Alpha'), row(B, 'Beta')], page: 0, size: 20, totalElements: 2, totalPages: 1 });
      }
      if (url.pathname === '/api/campaigns/user-status') return json({ updated: 2 });
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
  setApiAccountId(null);
});

describe('CampaignList (ACTIVE)', { timeout: 30_000 }, () => {
  it('sends search and sort from the URL and formats statistics in Polish', async () => {
    renderWithProviders(<CampaignList accountId={ACCOUNT} kind="ACTIVE" />, {
      path: '/list?q=Al&sort=cost,DESC&page=0&size=20',
      route: '/list',
    });
    const grid = await screen.findByRole('table', { name: 'Active' });
    await within(grid).findByText('Alpha');
    const list = calls.find((c) => c.url.pathname === '/api/campaign-views/active-list')!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ search: 'Al', sort: 'cost,DESC', page: '0', size: '20' });
    expect(within(grid).getAllByText('1,20%')).toHaveLength(2);
    expect(within(grid).getAllByText('Out of daily budget')).toHaveLength(2);
  });

  it('pauses the selected campaigns after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampaignList accountId={ACCOUNT} kind="ACTIVE" />, { path: '/list' });
    const grid = await screen.findByRole('table', { name: 'Active' });
    for (const name of ['Alpha', 'Beta']) {
      const r = (await within(grid).findByText(name)).closest('tr') as HTMLElement;
      await user.click(within(r).getByRole('checkbox'));
    }
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(toolbar).getByText('Selected: 2')).toBeTruthy();
    await user.click(within(toolbar).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause campaigns?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Campaigns paused: 2.']));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ userStatus: 'PAUSED', campaignIds: [A, B] });
  });
});
