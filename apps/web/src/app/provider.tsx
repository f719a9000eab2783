import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { PageLoader } from '@/components/layout/page-state';
import { createQueryClient } from '@/lib/api/query-client';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { theme } from './theme';

initI18n();

/**
 * Everything the screens rely on, outermost first: theme (Polish MUI, DataGrid and picker locales),
 * i18n, server state, then the signed-in session. Date pickers bring their own Polish date-fns
 * adapter (components/dates), so it loads only with the screens that show a date.
 * The toast viewport sits outside the session so that sign-in problems can be shown too.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AuthProvider fallback={<PageLoader label={i18n.t('auth.signingIn')} />}>{children}</AuthProvider>
          <ToastViewport />
        </QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
