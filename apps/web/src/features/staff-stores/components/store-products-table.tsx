import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { StoreProduct, StoreProductPage } from '../api/store-products';
import { PagedGrid } from './paged-grid';

/** The products a store sells (id, name, brand, stock), by name, paged by the server. */
export function StoreProductsTable({
  data,
  loading,
  pagination,
  onPagination,
}: {
  data: StoreProductPage | undefined;
  loading: boolean;
  pagination: GridPaginationModel;
  onPagination: (m: GridPaginationModel) => void;
}) {
  const { t } = useTranslation();
  const columns: GridColDef<StoreProduct>[] = [
    { field: 'id', headerName: t('stores.products.id'), minWidth: 110, sortable: false },
    { field: 'name', headerName: t('stores.products.name'), flex: 1, minWidth: 220, sortable: false },
    { field: 'brandLabel', headerName: t('stores.products.brand'), minWidth: 160, sortable: false },
    {
      field: 'stock',
      headerName: t('stores.products.stock'),
      type: 'number',
      minWidth: 90,
      sortable: false,
      valueFormatter: (v: number) => formatNumber(v),
    },
  ];
  return (
    <PagedGrid<StoreProduct>
      label={t('stores.products.title')}
      emptyText={t('stores.products.empty')}
      columns={columns}
      data={data}
      loading={loading}
      pagination={pagination}
      onPagination={onPagination}
    />
  );
}
