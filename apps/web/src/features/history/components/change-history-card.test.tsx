import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { json, renderWithProviders } from '@/testing/render';
import { ChangeHistoryCard } from './change-history-card';

vi.setConfig({ testTimeout: 20_000 });

const CAMPAIGN = '33333333-3333-4333-8333-333333333333';
let downloads: string[];

beforeEach(() => {
  downloads = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
  vi.stubGlobal('fetch', async (input: Request | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.pathname === `/api/campaigns/${CAMPAIGN}/history.csv`) {
      downloads.push(url.pathname);
      return new Response('at,actor\n', { headers: { 'content-type': 'text/csv' } });
    }
    if (url.pathname === `/api/campaigns/${CAMPAIGN}/history`) {
      return json({
        content: [
          {
            id: 2,
            at: '2026-11-26T12:00:00Z',
            actorEmail: 'ann@brand.test',
            byStaff: false,
            action: `PATCH /campaigns/${CAMPAIGN}`,
            changes: [
              { field: 'maxCpc', before: 150, after: 200 },
              { field: 'endDate', before: null, after: '2026-12-31' },
            ],
          },
          { id: 1, at: '2026-11-25T12:00:00Z', actorEmail: null, byStaff: true, action: `PUT /campaigns/user-status`, changes: [] },
        ],
        page: 0,
        size: 10,
        totalElements: 2,
        totalPages: 1,
      });
    }
    return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangeHistoryCard', () => {
  it('shows each field before → after (money in złoty), staff as staff, and has no serious or critical axe violation', async () => {
    renderWithProviders(<ChangeHistoryCard owner={{ kind: 'campaign', id: CAMPAIGN }} />);
    const card = await screen.findByRole('region', { name: 'Change history' });
    const row = (await within(card).findByRole('cell', { name: 'Max CPC' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[1]).toBe('ann@brand.test');
    expect(cells[3]).toMatch(/1[.,]50/);
    expect(cells[4]).toMatch(/2[.,]00/);
    const end = within(card).getByRole('cell', { name: 'End date' }).closest('tr')!;
    expect(within(end).getAllByRole('cell').map((c) => c.textContent).slice(3)).toEqual(['—', '2026-12-31']);
    expect(within(card).getByRole('cell', { name: 'Ads Portal staff' })).toBeTruthy();
    expect(within(card).getByRole('cell', { name: 'Status changed' })).toBeTruthy();
    const { violations } = await axe.run(card, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('Export CSV downloads the campaign history', async () => {
    renderWithProviders(<ChangeHistoryCard owner={{ kind: 'campaign', id: CAMPAIGN }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual([`/api/campaigns/${CAMPAIGN}/history.csv`]));
  });
});
