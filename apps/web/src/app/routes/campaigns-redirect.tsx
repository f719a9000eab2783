import { Navigate, useLocation } from 'react-router';

/**
 * /accounts/{id}/campaigns → the same path without trailing slashes plus /list (docs/requirements.md §2). An element,
 * not a loader: loaders of a match run in parallel, and the account guard must decide first.
 */
export function CampaignsRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${pathname.replace(/\/+$/, '')}/list${search}`} />;
}
