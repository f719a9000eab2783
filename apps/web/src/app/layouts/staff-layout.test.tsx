import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { StaffLayout } from './staff-layout';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Wide screen: every media query (the layout asks only for "md and up") matches. */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const routes = [{ path: '/marops', element: <StaffLayout />, children: [{ path: '*', element: <p>screen</p> }] }];

describe('StaffLayout (docs/requirements.md §2.3 staff screens)', () => {
  it('names the navigation landmark, links every staff screen by group and marks the current one', async () => {
    wideScreen();
    renderWithProviders(<p>home</p>, { path: '/marops/audit-log', route: '/unused', routes });
    const nav = await screen.findByRole('navigation', { name: 'Staff navigation' });
    const groups = within(nav)
      .getAllByRole('list')
      .map((list) =>
        within(list)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      );
    expect(groups).toEqual([
      ['/marops/accounts'],
      ['/marops/stores', '/marops/shop-api-keys'],
      ['/marops/content-hub', '/marops/announcements', '/marops/static-banners', '/marops/terms'],
      ['/marops/complaints'],
      ['/marops/billing'],
      ['/marops/audit-log', '/marops/mail-outbox'],
    ]);
    expect(within(nav).getByRole('list', { name: 'Audit & mail' })).toBeTruthy();
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Audit log']);
    expect(screen.queryByRole('button', { name: 'Staff menu' })).toBeNull();
  });

  it('puts the navigation in a drawer behind "Staff menu" on a phone, closed again after a choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<p>home</p>, { path: '/marops/accounts', route: '/unused', routes });
    const menu = await screen.findByRole('button', { name: 'Staff menu' });
    expect(screen.queryByRole('navigation', { name: 'Staff navigation' })).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Staff navigation' });
    expect(within(nav).getByRole('link', { name: 'Accounts' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('link', { name: 'Mail outbox' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Staff navigation' })).toBeNull());
  });
});
