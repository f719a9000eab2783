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
import { useLanguage } from '@/lib/i18n/use-language';
import { themeFor } from './theme';

initI18n();

/** The MUI theme in the UI's language (MUI core texts); changes with the language. */
export function LanguageThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={themeFor(useLanguage())}>{children}</ThemeProvider>;
}

/**
 * Everything the screens rely on, outermost first: i18n, the theme in the UI's language (MUI core texts;
 * DataGrid and pickers follow the language in their wrappers), server state, then the signed-in session. Date pickers bring their own Polish date-fns
 * adapter (components/dates), so it loads only with the screens that show a date.
 * The toast viewport sits outside the session so that sign-in problems can be shown too.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageThemeProvider>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <AuthProvider fallback={<PageLoader label={i18n.t('auth.signingIn')} />}>{children}</AuthProvider>
          <ToastViewport />
        </QueryClientProvider>
      </LanguageThemeProvider>
    </I18nextProvider>
  );
}
