import type { ReactElement } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { pl } from 'date-fns/locale/pl';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { LanguageThemeProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/api/query-client';
import { TestAuthProvider } from '@/lib/auth/auth-provider';
import { initI18n } from '@/lib/i18n/i18n';

/**
 * Renders `element` at `path` inside the app's providers (i18n in English unless a test switches, the theme in its language, Polish pickers, a fresh
 * QueryClient, a signed-in test user) without an identity provider. Extra routes let navigation land.
 */
interface RenderOptions {
  /** URL to start at. */
  path?: string;
  /** Route pattern the element is mounted at (default: `path`). */
  route?: string;
  routes?: RouteObject[];
}

export function renderWithProviders(element: ReactElement, { path = '/', route, routes = [] }: RenderOptions = {}) {
  const i18n = initI18n('en');
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: route ?? path, element }, ...routes], { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <LanguageThemeProvider>
        <CssBaseline />
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pl}>
          <QueryClientProvider client={queryClient}>
            <TestAuthProvider>
              <RouterProvider router={router} />
            </TestAuthProvider>
          </QueryClientProvider>
        </LocalizationProvider>
      </LanguageThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** A JSON response as the API sends it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
