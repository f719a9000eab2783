import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { StaffReadOnlyScope } from '@/components/staff-read-only/staff-edit-guard';
import { setStaffActing } from '@/lib/api/staff-acting';
import { toastStore } from '@/lib/toast/toast-store';
import { BillingScreen, previousMonth } from './billing-screen';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const invoice = {
  id: '22222222-2222-4222-8222-222222222222',
  accountId: ACCOUNT,
  number: 'FV/2026/000001',
  kind: 'INVOICE',
  period: '2026-01',
  issueDate: '2026-02-03',
  dueDate: '2026-02-18',
  net: 123456,
  vat: 28395,
  gross: 151851,
  currency: 'PLN',
  status: 'OVERDUE',
  paidAt: null,
  correctsId: null,
  correctionReason: null,
  ksefNumber: null,
};
const KSEF_NUMBER = '5260001246-20260203-0100001AF629-AF';
let calls: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body =
        request.method === 'GET'
          ? undefined
          : await request
              .clone()
              .json()
              .catch(() => undefined);
      calls.push({ method: request.method, path: url.pathname, body });
      if (url.pathname === '/api/billing/profile' && request.method === 'GET') return json({ profile: null });
      if (url.pathname === '/api/billing/profile')
        return json(
          {
            type: 'ValidationException',
            title: 'Validation exception occurred',
            status: 400,
            detail: 'Tax id must be a valid NIP.',
            field: 'TAX_ID',
          },
          400,
        );
      if (url.pathname === '/api/billing/summary')
        return json({ month: '2026-02', today: '2026-02-10', spentToDate: 5000, projected: 14000, currency: 'PLN' });
      if (url.pathname === '/api/billing/invoices')
        return json([invoice, { ...invoice, id: '33333333-3333-4333-8333-333333333333', number: 'FV/2026/000002', ksefNumber: KSEF_NUMBER }]);
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
});
afterEach(() => {
  setStaffActing(null);
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('BillingScreen', { timeout: 30_000 }, () => {
  it('shows spend, projection and invoices in Polish money format with their status', async () => {
    renderWithProviders(<BillingScreen accountId={ACCOUNT} />, {
      route: '/accounts/:accountId/billing',
      path: `/accounts/${ACCOUNT}/billing`,
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByText('FV/2026/000001').closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(row.textContent).toMatch(/1\s?234,56\s*zł/);
    expect(row.textContent).toMatch(/1\s?518,51\s*zł/);
    expect(screen.getByRole('group', { name: 'Spend in 2026-02 so far' }).textContent).toMatch(/50,00\s*zł/);
    expect(screen.getByRole('button', { name: 'Download FV/2026/000001 as PDF' })).toBeTruthy();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-01');
    expect(screen.getByText(/Add the billing details before publishing/)).toBeTruthy();
  });

  it('shows the KSeF number of an invoice KSeF accepted, and none for one without', async () => {
    renderWithProviders(<BillingScreen accountId={ACCOUNT} />, { route: '/accounts/:accountId/billing', path: `/accounts/${ACCOUNT}/billing` });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const accepted = within(table).getByText('FV/2026/000002').closest('tr')!;
    expect(within(accepted).getByText(`KSeF number: ${KSEF_NUMBER}`)).toBeTruthy();
    const other = within(table).getByText('FV/2026/000001').closest('tr')!;
    expect(other.textContent).not.toContain('KSeF number');
  });

  it("puts the server's tax id error at the field", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingScreen accountId={ACCOUNT} />, {
      route: '/accounts/:accountId/billing',
      path: `/accounts/${ACCOUNT}/billing`,
    });
    await user.type(await screen.findByLabelText('Company name'), 'Moda Sp. z o.o.');
    await user.type(screen.getByLabelText('Street and number'), 'ul. Złota 44');
    await user.type(screen.getByLabelText('Postal code'), '00-120');
    await user.type(screen.getByLabelText('City'), 'Warszawa');
    await user.type(screen.getByLabelText('Tax id (NIP or EU VAT id)', { exact: false }), '5260001247');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Tax id must be a valid NIP.')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ taxId: '5260001247', countryCode: 'PL' }));
  });

  it('as staff in read-only mode, disables every field of the billing details and their save', async () => {
    setStaffActing({ accountId: ACCOUNT, mode: 'read' });
    renderWithProviders(
      <StaffReadOnlyScope accountId={ACCOUNT}>
        <BillingScreen accountId={ACCOUNT} />
      </StaffReadOnlyScope>,
      { route: '/accounts/:accountId/billing', path: `/accounts/${ACCOUNT}/billing` },
    );
    const save = await screen.findByRole('button', { name: 'Save billing details' });
    const form = save.closest('form')!;
    const fields = within(form).getAllByRole('textbox') as HTMLInputElement[];
    expect(fields).toHaveLength(6);
    expect([...fields.map((f) => f.disabled), (save as HTMLButtonElement).disabled]).toEqual(Array(7).fill(true));
    expect(
      within(form)
        .getAllByRole('textbox')
        .every((f) => f.closest('[data-staff-read-only]')),
    ).toBe(true);
  });

  it('steps back a month across the year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });
});
