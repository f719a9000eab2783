import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earliestTermsEffectDay, addDaysToDay } from '@ads/domain';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { PublishTermsForm } from './publish-terms-form';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  toastStore.clear();
  vi.unstubAllGlobals();
});

describe('PublishTermsForm (docs/terms.md: at least 7 days of notice)', () => {
  it('refuses a day less than 7 days ahead before sending, then publishes the earliest allowed day', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (req: Request) => {
      bodies.push(await req.json());
      return json({ version: 2, text: 'x', publishedAt: '2026-12-01T09:00:00Z', takesEffectAt: '2026-12-08T23:00:00Z', takesEffectOn: '2026-12-09', notified: 3 }, 201);
    });
    const user = userEvent.setup();
    renderWithProviders(<PublishTermsForm />);
    const earliest = earliestTermsEffectDay(new Date());
    const date = screen.getByLabelText('Takes effect on (Europe/Warsaw)');
    expect((date as HTMLInputElement).value).toBe(earliest);
    await user.type(screen.getByRole('textbox', { name: 'Text (Markdown)' }), '# Regulamin v2');
    await user.clear(date);
    await user.type(date, addDaysToDay(earliest, -1));
    await user.click(screen.getByRole('button', { name: 'Publish new terms' }));
    expect(await screen.findByText(`New terms take effect at least 7 days after publication: ${earliest} at the earliest.`)).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(date);
    await user.type(date, earliest);
    await user.click(screen.getByRole('button', { name: 'Publish new terms' }));
    await waitFor(() => expect(bodies).toEqual([{ text: '# Regulamin v2', takesEffectOn: earliest }]));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Version 2 published; 3 advertiser users e-mailed.']));
  });

  it("shows the server's refusal at the field it names", async () => {
    vi.stubGlobal('fetch', async () =>
      json({ type: 'ValidationException', title: 'Bad', status: 400, field: 'TAKES_EFFECT_ON', detail: 'New terms take effect at least 7 days after they are published: the earliest day is 2099-01-09.' }, 400),
    );
    const user = userEvent.setup();
    renderWithProviders(<PublishTermsForm />);
    await user.type(screen.getByRole('textbox', { name: 'Text (Markdown)' }), 'Text');
    await user.click(screen.getByRole('button', { name: 'Publish new terms' }));
    expect(await screen.findByText('New terms take effect at least 7 days after they are published: the earliest day is 2099-01-09.')).toBeTruthy();
  });
});
