import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { AnnouncementsScreen } from '@/features/marops-announcements';
import { ContentHubScreen } from '@/features/marops-content';
import { StaticBannersScreen } from '@/features/marops-static-banners';

/** `/marops/announcements` "[MarOps] Announcements" (spec §2, issue #10). */
export function MaropsAnnouncementsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('shell.maropsTitles.announcements')} />
      <AnnouncementsScreen />
    </>
  );
}

/** `/marops/content-hub` "[MarOps] Content Hub" (spec §2, issue #10). */
export function MaropsContentHubRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('shell.maropsTitles.contentHub')} />
      <ContentHubScreen />
    </>
  );
}

/** `/marops/static-banners` "[MarOps] Static banners" (spec §2, issue #10). */
export function MaropsStaticBannersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('shell.maropsTitles.staticBanners')} />
      <StaticBannersScreen />
    </>
  );
}
