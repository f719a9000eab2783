import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The one route error boundary (STYLE.md): 404 "Page Not Found" for missing resources, 500 "Internal
 * Server Error" for anything unexpected (spec §2 error pages).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  useDocumentTitle(title);
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {status} {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('guard.errorTitle')}
      </Typography>
      <Button component={Link} to="/" variant="contained" reloadDocument>
        {t('guard.reload')}
      </Button>
    </Container>
  );
}
