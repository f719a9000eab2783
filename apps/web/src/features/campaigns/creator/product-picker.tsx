import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { AppButton } from '@/components/button/app-button';
import { getMatchingSkus } from '../api/get-matching-skus';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { useProducts, type Product } from '../api/get-products';
import { ProductFilters } from './product-filters';
import { useProductColumns } from './product-columns';
import { useProductBrowser } from './use-product-browser';

interface ProductPickerProps {
  accountId: string;
  /** Selected SKUs, across every page and filter. */
  value: string[];
  onChange: (skus: string[]) => void;
  error?: string;
}

/**
 * SKUs picked from the account's inventory: a server-paged grid with search and filters; the ticked
 * products stay selected across pages and filter changes.
 */
export function ProductPicker({ accountId, value, onChange, error }: ProductPickerProps) {
  const { t } = useTranslation();
  const browser = useProductBrowser();
  const { data, isFetching } = useProducts(accountId, browser.query);
  const rows = data?.content ?? [];

  const columns = useProductColumns();
  const [added, setAdded] = useState<{ added: number; matching: number; limit: number; cut: boolean } | null>(null);
  const [adding, setAdding] = useState(false);

  /** "Add all matching": every product matching the filters, up to the campaign SKU limit counted with those already selected. */
  const addAllMatching = async () => {
    setAdding(true);
    try {
      const found = await getMatchingSkus(accountId, browser.query);
      const have = new Set(value);
      const fresh = found.skus.filter((sku) => !have.has(sku));
      const room = Math.max(0, found.limit - value.length);
      const take = fresh.slice(0, room);
      const matchingNew = fresh.length + (found.total - found.skus.length);
      onChange([...value, ...take]);
      setAdded({ added: take.length, matching: matchingNew, limit: found.limit, cut: take.length < matchingNew });
    } catch {
      // The problem reaches the shared handler (toast) through the API client.
      setAdded(null);
    } finally {
      setAdding(false);
    }
  };

  const onSelection = (model: GridRowSelectionModel) => {
    const pageSkus = new Set(rows.map((r) => r.sku));
    // "exclude" means: every row except these — only the visible page is meant.
    const selected =
      model.type === 'include'
        ? [...model.ids].map(String)
        : [...value.filter((sku) => !pageSkus.has(sku)), ...rows.map((r) => r.sku).filter((sku) => !model.ids.has(sku))];
    onChange([...new Set(selected)]);
  };

  return (
    <Stack spacing={2}>
      <ProductFilters browser={browser} available={data?.availableFilters} />
      <AppDataGrid<Product>
        aria-label={t('creator.products')}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.sku}
        loading={isFetching}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={{ type: 'include', ids: new Set(value) }}
        onRowSelectionModelChange={onSelection}
        paginationMode="server"
        rowCount={data?.totalElements ?? 0}
        paginationModel={{ page: browser.page, pageSize: browser.size }}
        onPaginationModelChange={(m) => browser.setPage(m.page, m.pageSize)}
        rowHeight={44}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <AppButton kind="secondary" size="small" loading={adding} onClick={() => void addAllMatching()}>
          {t('creator.addAllMatching')}
        </AppButton>
        <Typography variant="body2" role="status">
          {t('creator.selected', { count: value.length })}
        </Typography>
        {value.length > 0 ? (
          <Button
            size="small"
            onClick={() => {
              onChange([]);
              setAdded(null);
            }}
          >
            {t('creator.clearSelection')}
          </Button>
        ) : null}
      </Stack>
      {added ? (
        <Alert severity={added.cut ? 'warning' : 'info'} role="status">
          {added.cut
            ? t('creator.addedMatchingCut', {
                added: formatNumber(added.added),
                matching: formatNumber(added.matching),
                limit: formatNumber(added.limit),
              })
            : added.added === 0
              ? t('creator.addedNone')
              : t('creator.addedMatching', { added: formatNumber(added.added) })}
        </Alert>
      ) : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
