import Container from '@mui/material/Container';
import { Outlet } from 'react-router';

/** Creator layout (docs/requirements.md §2 "creator (no default layout)"): no app bar, the page brings its own header. */
export function CreatorLayout() {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
      <Outlet />
    </Container>
  );
}
