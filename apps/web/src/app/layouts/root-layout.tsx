import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatch } from 'react-router';
import { AnnouncementsBar } from '@/features/announcements';
import { useVersionNotice } from '@/features/version';
import { addBreadcrumb, installGlobalErrorReporting } from '@/lib/error-reporting/error-reporting';
import { PageTransition } from './page-transition';
import { TermsGate, TermsNotice } from './terms-gate';

/**
 * Outermost route element (docs/requirements.md §2 shell): the announcements bar of the selected account at the top
 * with the notice of new terms (docs/terms.md),
 * the page (with the page transition), the terms dialog when due, the version notice, scroll
 * restoration, and reporting of unhandled errors (with navigation breadcrumbs).
 */
export function RootLayout() {
  const accountId = useMatch('/accounts/:accountId/*')?.params.accountId;
  useVersionNotice();
  useEffect(() => installGlobalErrorReporting(), []);
  const { pathname } = useLocation();
  // Route changes go with the next error report, like the HTTP calls (docs/requirements.md §8 breadcrumbs).
  useEffect(() => addBreadcrumb({ category: 'navigation', message: pathname }), [pathname]);
  return (
    <>
      <AnnouncementsBar accountId={accountId} />
      <TermsNotice />
      <PageTransition>
        <Outlet />
      </PageTransition>
      <TermsGate />
      <ScrollRestoration />
    </>
  );
}
