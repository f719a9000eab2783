import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { AnnouncementsBar } from './announcements-bar';
import { ANNOUNCEMENT_REFRESH_DELAY_MS } from './use-refresh-on-navigation';

const ONE = [{ id: '1', type: 'INFO', text: 'Billing moves to the 1st.' }];
const TWO = [
  { id: '1', type: 'INFO', text: 'Billing moves to the 1st.' },
  { id: '2', type: 'WARNING', text: 'Read the new terms', link: 'https://example.com/terms' },
];

function stubAnnouncements(body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    calls.push(new URL(req.url).pathname);
    return json(body);
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AnnouncementsBar (docs/requirements.md §2)', () => {
  it("loads the account's announcements; one item has no delimiters", async () => {
    const calls = stubAnnouncements(ONE);
    renderWithProviders(<AnnouncementsBar accountId="acc-1" />, { path: '/x', route: '*' });
    const bar = await screen.findByRole('region', { name: 'Announcements' });
    expect(bar.textContent).toContain('Billing moves to the 1st.');
    expect(bar.className).toContain('announcement--info');
    expect(screen.queryAllByRole('button', { name: /Show announcement/ })).toHaveLength(0);
    expect(calls).toEqual(['/api/account-announcements/acc-1']);
  });

  it('several items get delimiters; a link opens in a new tab without an opener', async () => {
    stubAnnouncements(TWO);
    renderWithProviders(<AnnouncementsBar accountId="acc-1" />, { path: '/x', route: '*' });
    await screen.findByRole('region', { name: 'Announcements' });
    const dots = screen.getAllByRole('button', { name: /Show announcement/ });
    expect(dots).toHaveLength(2);
    const link = screen.getByText('Read the new terms').closest('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/terms');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    act(() => dots[1]?.click());
    expect(screen.getByRole('region', { name: 'Announcements' }).className).toContain('announcement--warning');
  });

  it('takes the items out of view out of the Tab order as well (inert), not only out of the accessibility tree', async () => {
    stubAnnouncements(TWO);
    renderWithProviders(<AnnouncementsBar accountId="acc-1" />, { path: '/x', route: '*' });
    await screen.findByRole('region', { name: 'Announcements' });
    const item = (text: string) => screen.getByText(text).closest('.announcement')!;
    expect(item('Read the new terms').hasAttribute('inert')).toBe(true);
    expect(item('Billing moves to the 1st.').hasAttribute('inert')).toBe(false);
    act(() => screen.getAllByRole('button', { name: /Show announcement/ })[1]?.click());
    expect(item('Read the new terms').hasAttribute('inert')).toBe(false);
    expect(item('Billing moves to the 1st.').hasAttribute('inert')).toBe(true);
  });

  it('never renders a javascript: link', async () => {
    stubAnnouncements([{ id: '1', type: 'INFO', text: 'Click me', link: 'javascript:alert(1)' }]);
    renderWithProviders(<AnnouncementsBar accountId="acc-1" />, { path: '/x', route: '*' });
    await screen.findByText('Click me');
    expect(screen.getByText('Click me').closest('a')).toBeNull();
  });

  it('shows nothing without an account or when the load fails', async () => {
    vi.stubGlobal('fetch', async () => json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404));
    const { container } = renderWithProviders(<AnnouncementsBar accountId="acc-1" />, { path: '/x', route: '*' });
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });

  it('refreshes 500 ms after a route change, but not on the staff announcements page', async () => {
    const calls = stubAnnouncements(ONE);
    const { router } = renderWithProviders(<AnnouncementsBar accountId="acc-1" />, { path: '/a', route: '*' });
    await screen.findByRole('region', { name: 'Announcements' });
    expect(calls).toHaveLength(1);
    await act(() => router.navigate('/b'));
    await new Promise((r) => setTimeout(r, ANNOUNCEMENT_REFRESH_DELAY_MS - 200));
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 1000 });
    await act(() => router.navigate('/marops/announcements'));
    await new Promise((r) => setTimeout(r, ANNOUNCEMENT_REFRESH_DELAY_MS + 200));
    expect(calls).toHaveLength(2);
  });
});
