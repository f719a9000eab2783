import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { reportError } from '@/lib/error-reporting/error-reporting';
import { useEffect } from 'react';

/**
 * The one route error boundary (docs/conventions.md) and the error pages of docs/requirements.md §2: 404 "Page Not Found" (a
 * failed validity check; its message defaults to 'Page Not Found: {path}') and 500 "Internal Server
 * Error" for anything unexpected, which is also reported (docs/requirements.md §8 "unhandled errors are reported").
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = notFound ? t('shell.pageNotFound') : t('shell.internalError');
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : notFound
        ? t('shell.pageNotFoundPath', { path: pathname })
        : t('shell.internalErrorText');
  useDocumentTitle(title);
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error, { source: 'route-error', path: pathname });
  }, [error, pathname]);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {status} {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button component={Link} to="/" variant="contained" reloadDocument>
        {t('shell.backHome')}
      </Button>
    </Container>
  );
}
