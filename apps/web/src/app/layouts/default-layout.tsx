import Container from '@mui/material/Container';
import { Outlet, useParams } from 'react-router';
import { AccountStatusBanner } from '@/features/accounts';
import { AppTopBar } from './app-top-bar';

/** Default layout (docs/requirements.md §2): app bar and a page container. */
export function DefaultLayout() {
  const { accountId } = useParams();
  return (
    <>
      <AppTopBar accountId={accountId} />
      <Container component="main" maxWidth="xl" sx={{ py: 4 }}>
        {accountId ? <AccountStatusBanner accountId={accountId} /> : null}
        <Outlet />
      </Container>
    </>
  );
}
