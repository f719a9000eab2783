import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { ComplaintsQueue } from './complaints-queue';

const base = {
  accountId: '11111111-1111-4111-8111-111111111111',
  subjectType: 'INVOICE',
  subjectDate: '2026-10-31',
  subjectReference: 'FV/2026/10/0001',
  demand: 'Correct the invoice.',
  contactName: 'Ann Nowak',
  contactEmail: 'ann@brand.test',
  contactPhone: null,
  assigneeName: null,
  answer: null,
  answeredAt: null,
  closedAt: null,
  filedAt: '2026-11-01T10:00:00.000Z',
};
const late = {
  ...base,
  id: '22222222-2222-4222-8222-222222222222',
  accountName: 'Late Brand',
  status: 'IN_PROGRESS',
  assigneeName: 'Marek',
  dueDate: '2026-12-01',
  overdue: true,
  version: 2,
};
const fresh = {
  ...base,
  id: '33333333-3333-4333-8333-333333333333',
  accountName: 'Fresh Brand',
  status: 'OPEN',
  dueDate: '2026-12-20',
  overdue: false,
  version: 1,
};
let calls: { method: string; path: string; ifMatch: string | null; body: unknown }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body =
        request.method === 'POST'
          ? await request
              .clone()
              .json()
              .catch(() => undefined)
          : undefined;
      calls.push({ method: request.method, path: url.pathname + url.search, ifMatch: request.headers.get('if-match'), body });
      if (request.method === 'GET') return json({ content: [late, fresh], page: 0, size: 20, totalElements: 2, totalPages: 1 });
      if (url.pathname.endsWith('/answer'))
        return json({ ...late, status: 'ANSWERED', answer: (body as { answer: string }).answer, version: 3 });
      return json({ ...fresh, status: 'IN_PROGRESS', assigneeName: 'Marek', version: 2 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('ComplaintsQueue (docs/complaints.md "Staff")', { timeout: 30_000 }, () => {
  it('shows the overdue complaint first, marked, with the steps its status allows; no serious axe-core violation', async () => {
    renderWithProviders(<ComplaintsQueue />, { path: '/marops/complaints' });
    const queue = await screen.findByRole('region', { name: 'Complaint queue' });
    const cards = within(queue).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Invoice — Late Brand',
      'Invoice — Fresh Brand',
    ]);
    expect(within(cards[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Overdue')).toBeNull();
    expect(within(cards[0]!).getByRole('button', { name: 'Answer the complaint of Late Brand' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /Answer/ })).toBeNull();
    const { violations } = await axe.run(queue, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('assigns with If-Match and answers through the dialog', async () => {
    renderWithProviders(<ComplaintsQueue />, { path: '/marops/complaints' });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me: the complaint of Fresh Brand' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/api/marops/complaints/${fresh.id}/assign`, ifMatch: '"1"' });

    await userEvent.click(screen.getByRole('button', { name: 'Answer the complaint of Late Brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the complaint of Late Brand' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the answer' }));
    expect(await within(dialog).findByText('Write the answer to the complaint.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Answer/), 'We corrected the invoice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      path: `/api/marops/complaints/${late.id}/answer`,
      ifMatch: '"2"',
      body: { answer: 'We corrected the invoice.' },
    });
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain('Answer sent to ann@brand.test.');
  });
});
