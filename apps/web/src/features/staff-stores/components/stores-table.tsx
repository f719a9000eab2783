import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { Store, StorePage } from '../api/list-stores';
import { PagedGrid } from './paged-grid';

/** The stores, by name, paged by the server (page and size in the URL); the name links to the store. */
export function StoresTable({
  data,
  loading,
  pagination,
  onPagination,
  channelLabel,
}: {
  data: StorePage | undefined;
  loading: boolean;
  pagination: GridPaginationModel;
  onPagination: (m: GridPaginationModel) => void;
  channelLabel: (code: string) => string;
}) {
  const { t } = useTranslation();
  const columns: GridColDef<Store>[] = [
    {
      field: 'name',
      headerName: t('stores.fields.name'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={encodeURIComponent(row.id)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'externalId', headerName: t('stores.fields.externalId'), minWidth: 160, sortable: false },
    {
      field: 'domain',
      headerName: t('stores.fields.domain'),
      minWidth: 200,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    {
      field: 'channel',
      headerName: t('stores.fields.channel'),
      minWidth: 140,
      sortable: false,
      valueFormatter: (v: string) => channelLabel(v),
    },
    {
      field: 'markets',
      headerName: t('stores.fields.markets'),
      minWidth: 100,
      sortable: false,
      valueFormatter: (v: string[]) => v.join(', '),
    },
    {
      field: 'productCount',
      headerName: t('stores.fields.productCount'),
      type: 'number',
      minWidth: 110,
      sortable: false,
      valueFormatter: (v: number) => formatNumber(v),
    },
  ];
  return (
    <PagedGrid<Store>
      label={t('stores.title')}
      emptyText={t('stores.empty')}
      columns={columns}
      data={data}
      loading={loading}
      pagination={pagination}
      onPagination={onPagination}
    />
  );
}
