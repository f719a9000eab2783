import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useAccountView } from '@/lib/account-view';
import { formatMoney, formatNumber } from '@/lib/format';
import type { Product } from '../api/get-products';

/**
 * The product grids' columns (name with image, SKU, brand, season, category, price, stock); no brand column for a
 * BRAND account of one brand (docs/requirements.md §6.5).
 */
export function useProductColumns(): GridColDef<Product>[] {
  const { t } = useTranslation();
  const view = useAccountView();
  const columns: GridColDef<Product>[] = [
    {
      field: 'name',
      headerName: t('creator.productColumns.name'),
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Avatar variant="rounded" src={row.imageUrl ?? undefined} alt="" sx={{ width: 28, height: 28 }} />
          <span>{row.name}</span>
        </Stack>
      ),
    },
    { field: 'sku', headerName: t('creator.productColumns.sku'), minWidth: 110 },
    { field: 'brand', headerName: t('creator.productColumns.brand'), minWidth: 140, valueGetter: (_v, row) => row.brand.label },
    { field: 'seasonCode', headerName: t('creator.productColumns.season'), minWidth: 90 },
    { field: 'categoryPath', headerName: t('creator.productColumns.category'), minWidth: 200 },
    {
      field: 'price',
      headerName: t('creator.productColumns.price'),
      type: 'number',
      minWidth: 100,
      valueFormatter: (v: number) => formatMoney(v),
    },
    {
      field: 'stock',
      headerName: t('creator.productColumns.stock'),
      type: 'number',
      minWidth: 80,
      valueFormatter: (v: number) => formatNumber(v),
    },
  ];
  return view?.brandColumn === false ? columns.filter((c) => c.field !== 'brand') : columns;
}
