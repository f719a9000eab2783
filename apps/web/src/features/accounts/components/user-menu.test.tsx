import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { i18n, loadLanguage } from '@/lib/i18n/i18n';
import { json, renderWithProviders } from '@/testing/render';
import { UserMenu } from './user-menu';

// DataGrid and MUI menus under jsdom: slower than most component tests.
vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await loadLanguage('en');
  localStorage.clear();
});

const rows = [
  { id: 1, name: 'Spring' },
  { id: 2, name: 'Summer' },
  { id: 3, name: 'Autumn' },
];

function Screen() {
  return (
    <>
      <UserMenu name="Ann" />
      <AppDataGrid aria-label="Campaigns" rows={rows} columns={[{ field: 'name', headerName: 'Name' }]} autoHeight />
    </>
  );
}

/** The API as the browser sees it: the user's language is stored by PUT /api/account-views/user/language. */
function stubApi() {
  const saved: unknown[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    if (req.method === 'PUT' && new URL(req.url).pathname === '/api/account-views/user/language') {
      const body = (await req.json()) as { language: string };
      saved.push(body);
      return json(body);
    }
    return json({ id: 'u', name: 'U', email: 'u@x', roles: [], termsOfServiceAccepted: true, language: null });
  });
  return saved;
}

async function choose(buttonName: string, language: 'English' | 'Polski') {
  await userEvent.click(screen.getByRole('button', { name: buttonName }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: language }));
}

describe('UserMenu: the language (docs/conventions.md "The web app")', () => {
  it('offers English and Polski, the current one checked', async () => {
    stubApi();
    renderWithProviders(<UserMenu name="Ann" />);
    await userEvent.click(screen.getByRole('button', { name: 'User menu: Ann' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(within(menu).getByText('Language')).toBeTruthy();
    expect(within(menu).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Polski' }).getAttribute('aria-checked')).toBe('false');
    // axe-core (WCAG 2 A and AA) finds no serious or critical violation in the open menu.
    const { violations } = await axe.run(menu, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('switches the data grid footer to Polish ("Wierszy na stronę") and back to English ("Rows per page")', async () => {
    const saved = stubApi();
    renderWithProviders(<Screen />);
    expect(await screen.findByText('Rows per page:')).toBeTruthy();
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    expect(screen.queryByText('Wierszy na stronę:')).toBeNull();

    await choose('User menu: Ann', 'Polski');
    expect(await screen.findByText('Wierszy na stronę:')).toBeTruthy();
    expect(screen.getByText('1–3 z 3')).toBeTruthy();
    expect(screen.queryByText('Rows per page:')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu użytkownika: Ann' })).toBeTruthy();
    expect(i18n.language).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    // Remembered in this browser (first-paint hint) and stored for the user on the server.
    expect(localStorage.getItem('ads.language')).toBe('pl');
    await waitFor(() => expect(saved).toEqual([{ language: 'pl' }]));

    await choose('Menu użytkownika: Ann', 'English');
    expect(await screen.findByText('Rows per page:')).toBeTruthy();
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    expect(localStorage.getItem('ads.language')).toBe('en');
    await waitFor(() => expect(saved).toEqual([{ language: 'pl' }, { language: 'en' }]));
  });
});
