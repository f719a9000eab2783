import { useEffect } from 'react';
import { ScrollRestoration, useLocation, useMatch } from 'react-router';
import { useUserLanguage } from '@/features/accounts';
import { AnnouncementsBar } from '@/features/announcements';
import { useVersionNotice } from '@/features/version';
import { addBreadcrumb, installGlobalErrorReporting, startErrorReporting } from '@/lib/error-reporting/error-reporting';
import { PageTransition } from './page-transition';
import { TermsGate, TermsNotice } from './terms-gate';

/**
 * Outermost route element (docs/requirements.md §2 shell): the announcements bar of the selected account at the top
 * with the notice of new terms (docs/terms.md), the page (with the page transition), the terms dialog when due, the
 * version notice, the user's stored language (docs/conventions.md "The web app"), scroll restoration, and error
 * reporting: the error service started, unhandled errors reported, navigation breadcrumbs.
 */
export function RootLayout() {
  const accountId = useMatch('/accounts/:accountId/*')?.params.accountId;
  useVersionNotice();
  useUserLanguage();
  useEffect(() => {
    // The error service's SDK loads after the first paint, and only when a DSN is configured (lib/error-reporting).
    startErrorReporting();
    return installGlobalErrorReporting();
  }, []);
  const { pathname } = useLocation();
  // Route changes go with the next error report, like the HTTP calls (docs/requirements.md §8 breadcrumbs).
  useEffect(() => addBreadcrumb({ category: 'navigation', message: pathname }), [pathname]);
  return (
    <>
      <AnnouncementsBar accountId={accountId} />
      <TermsNotice />
      <PageTransition />
      <TermsGate />
      <ScrollRestoration />
    </>
  );
}
