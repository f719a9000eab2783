import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';

export type AppDataGridProps<R extends GridValidRowModel> = DataGridProps<R> & {
  /** Accessible name of the grid (required: every table needs one). */
  'aria-label': string;
};

/** Page sizes offered everywhere; the API's default page size is 10 (spec §9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/**
 * The one DataGrid wrapper (STYLE.md). Polish locale texts come from the theme; this sets the
 * product-wide defaults: no row selection by click, no column menu noise, sizes from the spec.
 */
export function AppDataGrid<R extends GridValidRowModel>({ sx, localeText, ...props }: AppDataGridProps<R>) {
  // A localeText prop replaces the theme's Polish texts wholesale; merge so a page can change one text.
  const themeTexts = useTheme().components?.MuiDataGrid?.defaultProps?.localeText;
  return (
    <Box sx={{ width: '100%', minHeight: 200 }}>
      <DataGrid<R>
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sx={{ bgcolor: 'background.paper', ...sx }}
        localeText={{ ...themeTexts, ...localeText }}
        {...props}
      />
    </Box>
  );
}
