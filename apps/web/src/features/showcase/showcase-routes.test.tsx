import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { SHOWCASE } from './showcase-registry';
import { ShowcaseRoutes } from './showcase-routes';

afterEach(() => {
  cleanup();
  toastStore.clear();
});

describe('showcase routes', () => {
  it('has one page per UI element of docs/requirements.md §2, with unique slugs', () => {
    expect(SHOWCASE).toHaveLength(36);
    expect(new Set(SHOWCASE.map((e) => e.slug)).size).toBe(SHOWCASE.length);
  });

  it('the index links every page', async () => {
    renderWithProviders(<ShowcaseRoutes />, { path: '/components', route: '/components/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Components' })).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.sort()).toEqual(SHOWCASE.map((e) => `/components/${e.slug}`).sort());
  });

  it('opens a page by its slug', async () => {
    renderWithProviders(<ShowcaseRoutes />, { path: '/components/status-label', route: '/components/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Status label' })).toBeTruthy();
    const demo = screen.getByRole('region', { name: 'Every status' });
    expect(within(demo).getByText('Running')).toBeTruthy();
  });

  it('an unknown page goes home with the not-found message (docs/requirements.md §2 route guard)', async () => {
    const { router } = renderWithProviders(<ShowcaseRoutes />, {
      path: '/components/nope',
      route: '/components/*',
      routes: [{ path: '/', element: <p>home</p> }],
    });
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(toastStore.getSnapshot().map((t) => t.message)).toHaveLength(1);
  });
});
