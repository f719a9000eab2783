import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { initI18n } from '@/lib/i18n/i18n';
import { toastStore } from '@/lib/toast/toast-store';
import { json } from '@/testing/render';
import { staffLoader } from './staff';
import { notFoundLoader } from './not-found';
import { RouteError } from './route-error';
import { isUuidV4 } from '@ads/domain';
import { idIsValid, validityCheck } from './route-validity';

initI18n('en');

const user = (roles: string[]) => ({ id: 'u', name: 'U', email: 'u@x', roles, termsOfServiceAccepted: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('route guards (docs/requirements.md §2)', () => {
  it('unknown route: sticky message and back to "/"', () => {
    const response = notFoundLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(toastStore.getSnapshot()).toMatchObject([
      {
        message: 'We apologize, but the page you are looking for could not be found. You have been redirected to the homepage.',
        timeout: 0,
      },
    ]);
  });

  it('marops route for a non-marops user: sticky "Access denied." and back to "/"', async () => {
    vi.stubGlobal('fetch', async () => json(user([])));
    const response = await staffLoader(createQueryClient())();
    expect(response?.headers.get('Location')).toBe('/');
    expect(toastStore.getSnapshot()).toMatchObject([{ message: 'Access denied.', variant: 'ERROR', timeout: 0 }]);
  });

  it('marops route for marops: allowed', async () => {
    vi.stubGlobal('fetch', async () => json(user(['marops'])));
    expect(await staffLoader(createQueryClient())()).toBeNull();
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('marops route when the user cannot be loaded: denied', async () => {
    vi.stubGlobal('fetch', async () => json({ type: 'Request error' }, 500));
    const response = await staffLoader(createQueryClient())();
    expect(response?.headers.get('Location')).toBe('/');
  });
});

describe('error pages and validity checks (docs/requirements.md §2)', () => {
  function renderRoute(path: string, loader: () => unknown) {
    const router = createMemoryRouter([{ path: '*', loader, element: <p>page</p>, errorElement: <RouteError /> }], {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
  }

  it("a failed validity check shows 404 with 'Page Not Found: {path}'", async () => {
    const check = validityCheck(({ params }) => isUuidV4(params['*']));
    renderRoute('/campaigns/not-a-uuid', () =>
      check({ params: { '*': 'not-a-uuid' }, request: new Request('http://x/campaigns/not-a-uuid'), context: {} } as never),
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 Page Not Found');
    expect(screen.getByText('Page Not Found: /campaigns/not-a-uuid')).toBeTruthy();
  });

  it('an unexpected error shows 500 Internal Server Error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/boom', () => {
      throw new Error('boom');
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('500 Internal Server Error');
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
  });

  it('idIsValid accepts a version 4 id only', () => {
    const check = (id: string) => idIsValid({ params: { id }, request: new Request(`http://x/campaigns/${id}`), context: {} } as never);
    expect(check('6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f')).toBeNull();
    expect(() => check('6f1c2b9e-3d4a-1c5b-8e7f-9a0b1c2d3e4f')).toThrow();
  });
});
