import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { StaffBillingScreen } from './staff-billing-screen';

const invoice = {
  id: '22222222-2222-4222-8222-222222222222',
  accountId: '11111111-1111-4111-8111-111111111111',
  accountName: 'Żółta Marka',
  number: 'FV/2026/000007',
  kind: 'INVOICE',
  period: '2026-01',
  issueDate: '2026-02-03',
  dueDate: '2026-02-18',
  net: 1000,
  vat: 230,
  gross: 1230,
  currency: 'PLN',
  status: 'OVERDUE',
  paidAt: null,
  correctsId: null,
  correctionReason: null,
  ksefNumber: null,
  ksef: {
    status: 'OFF',
    ksefNumber: null,
    statusCode: null,
    statusDescription: null,
    statusDetails: [],
    sessionReference: null,
    invoiceReference: null,
    sentAt: null,
    decidedAt: null,
    upo: false,
    attempts: 0,
    lastError: null,
  },
};
const KSEF_NUMBER = '5260001246-20260203-0100001AF629-AF';
const accepted = {
  ...invoice,
  id: '33333333-3333-4333-8333-333333333333',
  number: 'FV/2026/000008',
  status: 'PAID',
  ksefNumber: KSEF_NUMBER,
  ksef: { ...invoice.ksef, status: 'ACCEPTED', ksefNumber: KSEF_NUMBER, statusCode: 200, statusDescription: 'Sukces', upo: true },
};
const rejected = {
  ...invoice,
  id: '44444444-4444-4444-8444-444444444444',
  number: 'FV/2026/000009',
  ksef: { ...invoice.ksef, status: 'REJECTED', statusCode: 450, statusDescription: 'Błąd weryfikacji semantyki dokumentu faktury' },
};
let calls: { method: string; url: URL }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL, init?: RequestInit) => {
      // The API client passes a Request; file downloads pass a URL and options.
      const request = input instanceof URL ? new Request(input.href, init) : input;
      const url = new URL(request.url);
      calls.push({ method: request.method, url });
      if (url.pathname === '/api/marops/billing/invoices')
        return json({ content: [invoice, accepted, rejected], page: 0, size: 20, totalElements: 3, totalPages: 1 });
      if (url.pathname.endsWith('/upo')) return new Response('<Potwierdzenie/>', { headers: { 'content-type': 'application/xml' } });
      if (url.pathname === '/api/marops/billing/closes')
        return json([
          {
            period: '2026-01',
            status: 'DONE',
            runs: 2,
            invoicesCreated: 1,
            error: null,
            startedAt: '2026-02-03T05:00:00Z',
            finishedAt: '2026-02-03T05:00:01Z',
          },
        ]);
      if (url.pathname.endsWith('/paid')) return json({ ...invoice, status: 'PAID', paidAt: '2026-02-20T10:00:00Z' });
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('StaffBillingScreen', { timeout: 30_000 }, () => {
  it('reads the invoice filters from the URL and marks an overdue invoice paid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffBillingScreen />, { route: '/marops/billing', path: '/marops/billing?status=OVERDUE&period=2026-01' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = (await within(table).findByText('FV/2026/000007')).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('Żółta Marka')).toBeTruthy();
    const list = calls.find((c) => c.url.pathname === '/api/marops/billing/invoices')!;
    expect([list.url.searchParams.get('status'), list.url.searchParams.get('period')]).toEqual(['OVERDUE', '2026-01']);
    await user.click(within(row).getByRole('button', { name: 'Mark paid: FV/2026/000007' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/marops/billing/invoices/${invoice.id}/paid`)).toBe(true),
    );
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain('FV/2026/000007 marked paid.'));
    expect(within(screen.getByRole('table', { name: 'Month closes' })).getByText('DONE')).toBeTruthy();
  });

  it('shows each invoice\'s KSeF state: off, accepted with its number and UPO, refused with the code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffBillingScreen />, { route: '/marops/billing', path: '/marops/billing' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText('FV/2026/000009');
    const row = (n: string) => within(table).getByText(n).closest('tr')!;
    expect(within(row('FV/2026/000007')).getByText('KSeF: off')).toBeTruthy();
    expect(within(row('FV/2026/000008')).getByText('Accepted')).toBeTruthy();
    expect(within(row('FV/2026/000008')).getByText(KSEF_NUMBER)).toBeTruthy();
    expect(within(row('FV/2026/000009')).getByText('Refused by KSeF: 450 Błąd weryfikacji semantyki dokumentu faktury')).toBeTruthy();
    expect(within(row('FV/2026/000009')).queryByRole('button', { name: /UPO/ })).toBeNull();
    await user.click(within(row('FV/2026/000008')).getByRole('button', { name: 'Download the KSeF UPO of FV/2026/000008' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === `/api/marops/billing/invoices/${accepted.id}/upo`)).toBe(true));
  });
});
