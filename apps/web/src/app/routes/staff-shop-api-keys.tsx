import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ShopKeysScreen } from '@/features/staff-shop-keys';

/** `/marops/shop-api-keys` "[MarOps] Shop API keys": create, rotate, revoke the shops' serving keys (staff only). */
export function StaffShopApiKeysRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('shopKeys.title')} />
      <ShopKeysScreen />
    </>
  );
}
