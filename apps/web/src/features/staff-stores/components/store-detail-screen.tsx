import EditIcon from '@mui/icons-material/Edit';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { AppButton } from '@/components/button/app-button';
import { PageHeader } from '@/components/layout/page-header';
import { formatNumber } from '@/lib/format';
import { useStore } from '../api/get-store';
import { useStoreProducts } from '../api/store-products';
import { readListParams, withListParams } from '../stores-params';
import { ListSearchForm } from './list-search-form';
import { StoreImport } from './store-import';
import { StoreProductsTable } from './store-products-table';
import { useStoreChannels } from './use-channels';

/**
 * `/marops/stores/{storeId}`: a store's fields, its products (search and page in the URL) and the CSV
 * import. "Edit" opens the edit dialog as a child route (`edit`).
 */
export function StoreDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId = '' } = useParams();
  const { data } = useStore(storeId);
  const { label } = useStoreChannels();
  const [params, setParams] = useSearchParams();
  const { search, page, size } = readListParams(params);
  const products = useStoreProducts(storeId, { search: search || undefined, page, size });
  const store = data?.store;
  const facts: Array<[string, string]> = store
    ? [
        [t('stores.fields.externalId'), store.externalId],
        [t('stores.fields.domain'), store.domain ?? '—'],
        [t('stores.fields.channel'), label(store.channel)],
        [t('stores.fields.markets'), store.markets.join(', ')],
        [t('stores.fields.productCount'), formatNumber(store.productCount)],
      ]
    : [];

  return (
    <>
      <Link component={RouterLink} to=".." relative="path" sx={{ display: 'inline-block', mb: 1 }}>
        {t('stores.back')}
      </Link>
      <PageHeader
        title={store?.name ?? t('stores.title')}
        actions={
          <AppButton kind="secondary" startIcon={<EditIcon />} disabled={!store} onClick={() => void navigate('edit')}>
            {t('stores.edit')}
          </AppButton>
        }
      />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {facts.map(([name, value]) => (
                <div key={name}>
                  <Typography variant="caption" color="text.secondary">
                    {name}
                  </Typography>
                  <Typography>{value}</Typography>
                </div>
              ))}
            </Stack>
          </CardContent>
        </Card>
        <StoreImport storeId={storeId} />
        <Stack spacing={2}>
          <Typography variant="h2">{t('stores.products.title')}</Typography>
          <ListSearchForm label={t('stores.products.filters')} searchLabel={t('stores.products.search')} initial={search} direction="row" />
          <StoreProductsTable
            data={products.data}
            loading={products.isFetching}
            pagination={{ page, pageSize: size }}
            onPagination={(m) => setParams((prev) => withListParams(prev, { page: m.pageSize === size ? m.page : 0, size: m.pageSize }))}
          />
        </Stack>
      </Stack>
      <Outlet />
    </>
  );
}
