import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { AnnouncementForm } from './announcement-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('AnnouncementForm (staff announcements with a bar preview)', { timeout: 30_000 }, () => {
  it('previews the bar item and publishes for BRAND accounts', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const url = new URL(input.url);
        if (input.method === 'POST') {
          posts.push(await input.json());
          return json({ id: '11111111-1111-4111-8111-111111111111' }, 201);
        }
        if (url.pathname === '/api/marops/accounts') return json({ content: [], page: 0, size: 200, totalElements: 0, totalPages: 0 });
        return json([]);
      }),
    );
    const done = vi.fn();
    renderWithProviders(<AnnouncementForm announcement={null} onDone={done} />);
    const form = screen.getByRole('form', { name: 'Announcement' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Brand week');
    await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Bids count double');
    await user.click(within(form).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'WARNING' }));
    await user.click(within(form).getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'Brand accounts' }));
    const preview = within(form).getByRole('region', { name: 'Bar preview' });
    expect(preview.textContent).toBe('Bids count double');
    expect(preview.className).toContain('announcement--warning');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        name: 'Brand week',
        type: 'WARNING',
        text: 'Bids count double',
        link: null,
        active: true,
        startsAt: null,
        endsAt: null,
        audience: 'BRAND',
        accountIds: [],
      },
    ]);
  });

  it('asks for accounts when the audience is chosen accounts', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ content: [], page: 0, size: 200, totalElements: 0, totalPages: 0 })),
    );
    renderWithProviders(<AnnouncementForm announcement={null} onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Announcement' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Few');
    await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Hi');
    await user.click(within(form).getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'Chosen accounts' }));
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText('Choose at least one account')).toBeTruthy();
  });
});
