import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { AnnouncementsScreen } from '@/features/staff-announcements';
import { ContentHubScreen } from '@/features/staff-content-hub';
import { StaticBannersScreen } from '@/features/staff-static-banners';

/** `/marops/announcements` "[MarOps] Announcements" (docs/requirements.md §2). */
export function StaffAnnouncementsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('shell.maropsTitles.announcements')} />
      <AnnouncementsScreen />
    </>
  );
}

/** `/marops/content-hub` "[MarOps] Content Hub" (docs/requirements.md §2). */
export function StaffContentHubRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('shell.maropsTitles.contentHub')} />
      <ContentHubScreen />
    </>
  );
}

/** `/marops/static-banners` "[MarOps] Static banners" (docs/requirements.md §2). */
export function StaffStaticBannersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('shell.maropsTitles.staticBanners')} />
      <StaticBannersScreen />
    </>
  );
}
