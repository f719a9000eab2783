import Box from '@mui/material/Box';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { plPL } from '@mui/x-data-grid/locales';

export type AppDataGridProps<R extends GridValidRowModel> = DataGridProps<R> & {
  /** Accessible name of the grid (required: every table needs one). */
  'aria-label': string;
};

/** Page sizes offered everywhere; the API's default page size is 10 (docs/requirements.md §9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** The DataGrid's Polish texts (here rather than in the theme, so the grid's code stays out of the app shell). */
const POLISH_TEXTS = plPL.components.MuiDataGrid.defaultProps.localeText;

/**
 * The one DataGrid wrapper (docs/conventions.md). Sets the Polish locale texts and the product-wide defaults:
 * compact rows, no row selection by click, no column menu noise, sizes from the requirements.
 */
export function AppDataGrid<R extends GridValidRowModel>({ sx, localeText, ...props }: AppDataGridProps<R>) {
  return (
    <Box sx={{ width: '100%', minHeight: 200 }}>
      <DataGrid<R>
        density="compact"
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sx={{ bgcolor: 'background.paper', ...sx }}
        // A page may change single texts; the others stay Polish.
        localeText={{ ...POLISH_TEXTS, ...localeText }}
        {...props}
      />
    </Box>
  );
}
