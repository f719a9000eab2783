import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ComplaintsQueue } from '@/features/staff-complaints';

/** `/marops/complaints` "[MarOps] Complaints": the complaint queue (staff only, behind the marops guard; docs/complaints.md). */
export function StaffComplaintsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('complaints.staff.title')} />
      <ComplaintsQueue />
    </>
  );
}
