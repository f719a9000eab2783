import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { OutboxList } from '@/features/staff-mail-outbox';

/** `/marops/mail-outbox` "[MarOps] Mail outbox": what the product e-mailed (staff only, behind the marops guard). */
export function StaffMailOutboxRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('outbox.title')} />
      <OutboxList />
    </>
  );
}
