import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { LinkTabs } from '@/components/link-tabs/link-tabs';
import { paths } from '@/lib/paths';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

/** The list kinds of docs/requirements.md §2 and their child paths under …/campaigns/list. */
const TABS = [
  { kind: 'ACTIVE', path: '' },
  { kind: 'DRAFTS', path: '/drafts' },
  { kind: 'ARCHIVES', path: '/archives' },
  { kind: 'BULKSHEETS', path: '/bulksheets' },
] as const;

/**
 * /accounts/{accountId}/campaigns/list[/drafts|/archives] — "Campaigns Overview" (docs/requirements.md §2). The tabs
 * are links bound to the child routes (the list type lives in the URL); each tab's list is the child.
 */
export function CampaignsListRoute() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  const { pathname } = useLocation();
  const base = paths.campaignsList(accountId);
  const current = TABS.find((tab) => tab.path !== '' && pathname.replace(/\/+$/, '').endsWith(tab.path))?.kind ?? 'ACTIVE';
  return (
    <>
      <PageHeader
        title={t('routes.campaignsList')}
        actions={
          <StaffEditGuard>
            <Button component={Link} to={paths.campaignCreate(accountId)} variant="contained" startIcon={<AddIcon />}>
              {t('campaigns.newCampaign')}
            </Button>
          </StaffEditGuard>
        }
      />
      <LinkTabs
        label={t('campaigns.listKinds')}
        current={current}
        tabs={TABS.map((tab) => ({ key: tab.kind, label: t(`campaigns.tabs.${tab.kind}`), to: `${base}${tab.path}` }))}
      />
      <Outlet />
    </>
  );
}
