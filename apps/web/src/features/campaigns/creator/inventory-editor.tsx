import { useState } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { skuCountIssues } from '@ads/domain';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { useProducts, type Product } from '../api/get-products';
import { useInventory, usePatchInventory, type InventoryOwner } from '../api/inventory';
import { ProductFilters } from './product-filters';
import { useProductColumns } from './product-columns';
import { useProductBrowser } from './use-product-browser';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';

interface InventoryEditorProps {
  accountId: string;
  owner: InventoryOwner;
  /** The saved draft or the campaign whose products are edited. */
  id: string;
  /** Config max SKU count per campaign (docs/requirements.md §3, §5). */
  maxSkuCount: number;
  /** Called with the SKUs after every change (the creator's form follows the saved inventory). */
  onChange?: (skus: string[]) => void;
  error?: string | undefined;
}

const ids = (model: GridRowSelectionModel, rows: readonly Product[]) =>
  model.type === 'include' ? [...model.ids].map(String) : rows.map((r) => r.sku).filter((sku) => !model.ids.has(sku));

/**
 * Products of a saved draft or a campaign through inventory api-version 2: the IN_CAMPAIGN picker with
 * "Remove selected" and the AVAILABLE_FOR_CAMPAIGN picker (search, 1–100 brands / seasons / categories,
 * URL state) with "Add selected" — PATCH …/inventory {skusToAdd, skusToRemove}. Adding beyond the
 * configured max SKU count is refused here and, authoritatively, by the server (TooManySkusException).
 */
export function InventoryEditor({ accountId, owner, id, maxSkuCount, onChange, error }: InventoryEditorProps) {
  const { t } = useTranslation();
  const columns = useProductColumns();
  const inventory = useInventory(accountId, owner, id);
  const patch = usePatchInventory(accountId, owner, id);
  const browser = useProductBrowser();
  const available = useProducts(accountId, { ...browser.query, skuSelect: 'AVAILABLE_FOR_CAMPAIGN', campaignId: id });
  const [inPage, setInPage] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const inCampaign = useProducts(accountId, { skuSelect: 'IN_CAMPAIGN', campaignId: id, page: inPage.page, size: inPage.pageSize });
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [toRemove, setToRemove] = useState<string[]>([]);
  const count = inventory.data?.count ?? 0;
  const overLimit = skuCountIssues(count + toAdd.length, { maxSkuCount }, false).length > 0;

  const apply = (body: { skusToAdd?: string[]; skusToRemove?: string[] }, done: () => void) =>
    patch.mutate(body, {
      onSuccess: (next) => {
        done();
        onChange?.(next.skus);
      },
    });

  return (
    <Stack spacing={3}>
      <Stack spacing={1} component="section" aria-label={t('creator.inCampaign')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3">
            {t('creator.inCampaign')}
          </Typography>
          <Typography variant="body2" role="status">
            {t('creator.selected', { count })}
          </Typography>
          <StaffEditGuard>
            <Button
              size="small"
              color="error"
              variant="outlined"
              disabled={toRemove.length === 0}
              loading={patch.isPending}
              onClick={() => apply({ skusToRemove: toRemove }, () => setToRemove([]))}
            >
              {t('creator.remove')}
            </Button>
          </StaffEditGuard>
        </Stack>
        <AppDataGrid<Product>
          aria-label={t('creator.inCampaign')}
          rows={inCampaign.data?.content ?? []}
          columns={columns}
          getRowId={(row) => row.sku}
          loading={inCampaign.isFetching}
          checkboxSelection
          rowSelectionModel={{ type: 'include', ids: new Set(toRemove) }}
          onRowSelectionModelChange={(m) => setToRemove(ids(m, inCampaign.data?.content ?? []))}
          paginationMode="server"
          rowCount={inCampaign.data?.totalElements ?? 0}
          paginationModel={inPage}
          onPaginationModelChange={setInPage}
          rowHeight={44}
        />
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
      </Stack>

      <Stack spacing={1} component="section" aria-label={t('creator.available')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3">
            {t('creator.available')}
          </Typography>
          <StaffEditGuard>
            <Button
              size="small"
              variant="contained"
              disabled={toAdd.length === 0 || overLimit}
              loading={patch.isPending}
              onClick={() => apply({ skusToAdd: toAdd }, () => setToAdd([]))}
            >
              {t('creator.add')}
            </Button>
          </StaffEditGuard>
        </Stack>
        <ProductFilters browser={browser} available={available.data?.availableFilters} />
        <AppDataGrid<Product>
          aria-label={t('creator.available')}
          rows={available.data?.content ?? []}
          columns={columns}
          getRowId={(row) => row.sku}
          loading={available.isFetching}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={{ type: 'include', ids: new Set(toAdd) }}
          onRowSelectionModelChange={(m) => setToAdd(ids(m, available.data?.content ?? []))}
          paginationMode="server"
          rowCount={available.data?.totalElements ?? 0}
          paginationModel={{ page: browser.page, pageSize: browser.size }}
          onPaginationModelChange={(m) => browser.setPage(m.page, m.pageSize)}
          rowHeight={44}
        />
        {overLimit ? <FormHelperText error>{t('creator.errors.skusTooMany', { max: maxSkuCount })}</FormHelperText> : null}
      </Stack>
    </Stack>
  );
}
