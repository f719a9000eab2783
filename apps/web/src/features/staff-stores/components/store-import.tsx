import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/card/section-card';
import { AppButton } from '@/components/button/app-button';
import { FileInput } from '@/components/file-input/file-input';
import { formatNumber } from '@/lib/format';
import { useImportStoreProducts, type ImportMode, type ImportResult } from '../api/store-products';

/** Largest CSV the server takes (2 MB, store-products-csv.ts MAX_IMPORT_BYTES). */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

/**
 * Import of a store's product list from a CSV (one product id per row, or a `product_id` column):
 * `replace` makes the file the whole list, `add` adds to it. Shows the counts and the unknown ids.
 */
export function StoreImport({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [mode, setMode] = useState<ImportMode>('add');
  const [result, setResult] = useState<ImportResult | null>(null);
  const importCsv = useImportStoreProducts(storeId);
  const file = files[0];

  const run = async () => {
    if (!file) return;
    setResult(null);
    // Failures (400/413 problem details) reach the shared handler through the mutation cache.
    const next = await importCsv.mutateAsync({ file, mode }).catch(() => null);
    if (next) {
      setResult(next);
      setFiles([]);
    }
  };

  return (
    <SectionCard title={t('stores.import.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('stores.import.help')}
      </Typography>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'flex-start' } }}>
        <FileInput
          label={t('stores.import.file')}
          buttonLabel={t('stores.import.choose')}
          removeLabel={(name) => t('stores.import.remove', { name })}
          value={files}
          onChange={setFiles}
          accept=".csv,text/csv"
          maxSizeBytes={MAX_CSV_BYTES}
          tooLargeMessage={(name) => t('stores.import.tooLarge', { name })}
        />
        <TextField
          select
          size="small"
          label={t('stores.import.mode')}
          value={mode}
          onChange={(e) => setMode(e.target.value as ImportMode)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="add">{t('stores.import.modes.add')}</MenuItem>
          <MenuItem value="replace">{t('stores.import.modes.replace')}</MenuItem>
        </TextField>
        <AppButton disabled={!file} loading={importCsv.isPending} onClick={() => void run()}>
          {t('stores.import.run')}
        </AppButton>
      </Stack>
      {result ? (
        <Alert severity={result.unknownCount ? 'warning' : 'success'} sx={{ mt: 2 }} role="status">
          {t('stores.import.result', {
            added: formatNumber(result.added),
            removed: formatNumber(result.removed),
            total: formatNumber(result.total),
          })}
          {result.unknownCount ? (
            <div>
              {t('stores.import.unknown', { n: formatNumber(result.unknownCount) })} {result.unknown.join(', ')}
            </div>
          ) : null}
        </Alert>
      ) : null}
    </SectionCard>
  );
}
