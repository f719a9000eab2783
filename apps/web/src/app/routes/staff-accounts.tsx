import Button from '@mui/material/Button';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { CreateAccountDialog, StaffAccountDetail, StaffAccountsList } from '@/features/staff-accounts';

/**
 * `/marops/accounts` "[MarOps] Accounts" — the staff home (where staff land, see home.tsx):
 * every advertiser account; its filters live in the URL. Child route `create` is the "New account"
 * dialog over the list (deep-linkable, as Medusa admin's create dialogs).
 */
export function StaffAccountsRoute() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      <PageHeader
        title={t('staffAccounts.title')}
        actions={
          <Button variant="contained" component={Link} to={`/marops/accounts/create${search}`}>
            {t('staffAccounts.create')}
          </Button>
        }
      />
      <StaffAccountsList />
      <Outlet />
    </>
  );
}

/** `/marops/accounts/create`: the create dialog; closing returns to the list with its filters. */
export function StaffAccountCreateRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <CreateAccountDialog
      onClose={() => void navigate(`/marops/accounts${search}`)}
      onCreated={(id) => void navigate(`/marops/accounts/${id}`)}
    />
  );
}

/** `/marops/accounts/{id}`: one account for staff. */
export function StaffAccountDetailRoute() {
  const { id = '' } = useParams();
  return <StaffAccountDetail key={id} accountId={id} />;
}
