import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { setApiAccountId } from '@/lib/api/client';
import { BulksheetsPanel } from './bulksheets-panel';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN = '22222222-2222-4222-8222-222222222222';
const change = (field: string, item: string | null, kind: string, before: unknown, after: unknown) => ({
  campaignId: CAMPAIGN,
  campaignName: 'Summer',
  field,
  item,
  kind,
  before,
  after,
});
const DRY = {
  format: 'csv',
  rows: 12,
  applied: false,
  changedCampaigns: 1,
  changes: [
    change('keyword', 'buty (EXACT)', 'changed', 200, 250),
    change('maxCpc', null, 'changed', 150, 175),
    change('keyword', 'klapki (PHRASE)', 'added', null, null),
  ],
  errors: [{ row: 13, column: 'Bid (PLN)', message: 'Bid (PLN) must be an amount in PLN such as 12.50.' }],
};

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  size: number;
}

function stubApi(answers: Record<string, unknown[]>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const call = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        size: (await request.clone().arrayBuffer()).byteLength,
      };
      calls.push(call);
      const queue = answers[call.url.pathname];
      if (queue?.length) return json(queue.shift());
      if (call.url.pathname === '/api/services-config') return json({});
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
  return calls;
}

describe('BulksheetsPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks an uploaded file, shows the changes and the row errors, and applies only a file without errors', async () => {
    setApiAccountId(ACCOUNT);
    const user = userEvent.setup();
    const fixed = { ...DRY, changes: DRY.changes.slice(0, 2), errors: [] };
    const calls = stubApi({
      '/api/campaign-bulksheets/dry-run': [DRY, fixed],
      '/api/campaign-bulksheets/apply': [{ ...fixed, applied: true }],
    });
    renderWithProviders(<BulksheetsPanel accountId={ACCOUNT} />);
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    await user.upload(
      screen.getByLabelText('Bulksheet file (XLSX or CSV)'),
      new File(['Row type\n'], 'campaigns.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByRole('status')).textContent).toContain('12 rows read: 3 changes in 1 campaigns, 1 errors.');
    const errors = screen.getByRole('table', { name: 'Errors' });
    expect(within(errors).getByText('Bid (PLN) must be an amount in PLN such as 12.50.')).toBeTruthy();
    expect(within(errors).getByText('13')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Changes' }))
      .getAllByRole('row')
      .map((r) => r.textContent?.replace(/\s/gu, ' '));
    expect(rows[1]).toBe('SummerKeyword buty (EXACT)2,00 zł2,50 zł');
    expect(rows[2]).toBe('SummerMax CPC1,50 zł1,75 zł');
    expect(rows[3]).toBe('SummerKeyword klapki (PHRASE) (added)—campaign max CPC');
    expect(apply.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('12 rows read: 2 changes in 1 campaigns, 0 errors.'));
    expect(screen.queryByRole('table', { name: 'Errors' })).toBeNull();
    expect(apply.disabled).toBe(false);
    await user.click(apply);
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Applied: 2 changes in 1 campaigns.'));

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url.pathname)).toEqual([
      '/api/campaign-bulksheets/dry-run',
      '/api/campaign-bulksheets/dry-run',
      '/api/campaign-bulksheets/apply',
    ]);
    expect(posts[2]!.headers.get('account-id')).toBe(ACCOUNT);
    expect(posts[2]!.size).toBe(9);
  }, 30_000);
});
