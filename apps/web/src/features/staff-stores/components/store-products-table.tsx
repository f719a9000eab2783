import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { formatNumber } from '@/lib/format';
import type { StoreProduct, StoreProductPage } from '../api/store-products';
import { PAGE_SIZES } from '../stores-params';

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
    <AppDataGrid<StoreProduct>
      aria-label={t('stores.products.title')}
      rows={data?.content ?? []}
      columns={columns}
      loading={loading}
      paginationMode="server"
      rowCount={data?.totalElements ?? 0}
      paginationModel={pagination}
      pageSizeOptions={PAGE_SIZES}
      onPaginationModelChange={onPagination}
      localeText={{ noRowsLabel: t('stores.products.empty') }}
    />
  );
}
