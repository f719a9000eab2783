import Box from '@mui/material/Box';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { enUS, plPL } from '@mui/x-data-grid/locales';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';

export type AppDataGridProps<R extends GridValidRowModel> = DataGridProps<R> & {
  /** Accessible name of the grid (required: every table needs one). */
  'aria-label': string;
};

/** Page sizes offered everywhere; the API's default page size is 10 (docs/requirements.md §9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** The DataGrid's texts in each language (here rather than in the theme, so the grid's code stays out of the app shell). */
const GRID_TEXTS = {
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  pl: plPL.components.MuiDataGrid.defaultProps.localeText,
};

type RowsLabelParams = { from: number; to: number; count: number; estimated?: number };

/** "1–10 of 25" in the UI's language with Polish number formats (lib/format) in both (docs/requirements.md §9.6). */
function rowsLabel(t: TFunction) {
  return ({ from, to, count, estimated }: RowsLabelParams) => {
    const unknown = count === -1 || count === undefined || count === null;
    const total = !unknown
      ? formatNumber(count)
      : estimated && estimated > to
        ? t('app.table.around', { n: formatNumber(estimated) })
        : t('app.table.moreThan', { n: formatNumber(to) });
    return t('app.table.rows', { from: formatNumber(from), to: formatNumber(to), total });
  };
}

/**
 * The one DataGrid wrapper (docs/conventions.md). Sets the texts of the UI's language and the product-wide
 * defaults: compact rows, no row selection by click, no column menu noise, sizes from the requirements.
 */
export function AppDataGrid<R extends GridValidRowModel>({ sx, localeText, ...props }: AppDataGridProps<R>) {
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <Box sx={{ width: '100%', minHeight: 200 }}>
      <DataGrid<R>
        density="compact"
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sx={{ bgcolor: 'background.paper', ...sx }}
        // A page may change single texts; the others follow the language.
        localeText={{ ...GRID_TEXTS[language], paginationDisplayedRows: rowsLabel(t), ...localeText }}
        {...props}
      />
    </Box>
  );
}
