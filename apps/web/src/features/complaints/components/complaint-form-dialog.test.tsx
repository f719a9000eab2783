import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { ComplaintFormDialog } from './complaint-form-dialog';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN = '33333333-3333-4333-8333-333333333333';
const NOW = new Date('2026-11-26T12:00:00Z');
let posted: unknown[];
let answer: () => Response;

const filed = (body: Record<string, unknown>) => ({
  id: '44444444-4444-4444-8444-444444444444',
  accountId: ACCOUNT,
  accountName: 'Ann Brand',
  ...body,
  status: 'OPEN',
  assigneeName: null,
  answer: null,
  answeredAt: null,
  closedAt: null,
  filedAt: NOW.toISOString(),
  dueDate: '2026-12-26',
  overdue: false,
  version: 1,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  posted = [];
  answer = () => json(filed(posted.at(-1) as Record<string, unknown>), 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname === `/api/accounts/${ACCOUNT}/complaints`) {
        posted.push(await request.clone().json());
        return answer();
      }
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.clear();
});

function renderForm(prefill = {}) {
  const onClose = vi.fn();
  renderWithProviders(<ComplaintFormDialog accountId={ACCOUNT} prefill={prefill} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'File a complaint' });
  return { dialog, onClose };
}

/** The date picker's hidden input value (DD.MM.YYYY) — what the picker shows. */
function dateValue(dialog: HTMLElement): string {
  return (dialog.querySelector('input[name="subjectDate"]') as HTMLInputElement).value;
}

/** Types a day (DD.MM.YYYY digits) into the date picker's sections, or clears them when `digits` is empty. */
async function typeDate(dialog: HTMLElement, digits: string) {
  const group = within(dialog).getByRole('group', { name: /Date of the event/ });
  const [first] = within(group).getAllByRole('spinbutton');
  await userEvent.click(first!);
  if (digits) await userEvent.keyboard(digits);
  else {
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  }
}

async function chooseType(dialog: HTMLElement, label: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Type of complaint/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('ComplaintFormDialog (docs/complaints.md; docs/requirements.md §5.13)', { timeout: 30_000 }, () => {
  it('labels every field, and has no serious or critical axe-core violation', async () => {
    const { dialog } = renderForm();
    for (const name of [
      /Type of complaint/,
      /Date of the event/,
      /Reference/,
      /Your demand/,
      /Contact name/,
      /Contact e-mail/,
      /Contact phone/,
    ]) {
      expect(within(dialog).getAllByLabelText(name).length).toBeGreaterThan(0);
    }
    expect(dateValue(dialog)).toBe('26.11.2026');
    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('shows the message of every missing field at the field and sends nothing', async () => {
    const { dialog } = renderForm();
    await typeDate(dialog, '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the complaint' }));
    for (const message of [
      'Choose the type of complaint.',
      'Give the date of the event the complaint is about.',
      'Describe your demand: what you ask us to do.',
      'Give the name of the contact person.',
      'Give a contact e-mail address.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(posted).toEqual([]);
  });

  it('refuses a future event date, a bad e-mail and a bad phone with their messages', async () => {
    const { dialog } = renderForm({ contactName: 'Ann' });
    await typeDate(dialog, '27112026');
    await userEvent.type(within(dialog).getByLabelText(/Contact e-mail/), 'ann@brand');
    await userEvent.type(within(dialog).getByLabelText(/Contact phone/), 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the complaint' }));
    expect(await within(dialog).findByText('The date of the event cannot be in the future.')).toBeTruthy();
    expect(within(dialog).getByText('The contact e-mail address is not valid.')).toBeTruthy();
    expect(within(dialog).getByText('The phone number is not valid.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('files a complaint about a campaign, prefilled with its type, id and the contact, and tells the due date', async () => {
    const { dialog, onClose } = renderForm({
      subjectType: 'CAMPAIGN',
      subjectReference: CAMPAIGN,
      contactName: 'Ann Nowak',
      contactEmail: 'ann@brand.test',
    });
    expect(within(dialog).getByRole('combobox', { name: /Type of complaint/ }).textContent).toBe('Campaign or click charges');
    await typeDate(dialog, '20112026');
    expect(dateValue(dialog)).toBe('20.11.2026');
    await userEvent.type(within(dialog).getByLabelText(/Your demand/), 'Refund the clicks charged twice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the complaint' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        subjectType: 'CAMPAIGN',
        subjectDate: '2026-11-20',
        subjectReference: CAMPAIGN,
        demand: 'Refund the clicks charged twice.',
        contactName: 'Ann Nowak',
        contactEmail: 'ann@brand.test',
        contactPhone: null,
      },
    ]);
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Complaint sent. We will answer by 26.12.2026.']);
  });

  it("shows the server's ValidationException at its field", async () => {
    answer = () =>
      json(
        {
          type: 'ValidationException',
          title: 'Validation exception occurred',
          status: 400,
          detail: 'The contact e-mail address is not valid.',
          field: 'CONTACT_EMAIL',
        },
        400,
      );
    const { dialog, onClose } = renderForm({ contactName: 'Ann', contactEmail: 'ann@brand.test' });
    await chooseType(dialog, 'Invoice');
    await userEvent.type(within(dialog).getByLabelText(/Your demand/), 'Correct the invoice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the complaint' }));
    const email = within(dialog).getByLabelText(/Contact e-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The contact e-mail address is not valid.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(posted).toHaveLength(1);
  });
});
