import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_OPTIONS } from '@/components/data-grid/data-grid';

export interface AppPaginationProps {
  /** 0-based page (the API's default page is 0, docs/requirements.md §9). */
  page: number;
  pageSize: number;
  /** All items across pages. */
  total: number;
  onChange: (next: { page: number; pageSize: number }) => void;
  pageSizeOptions?: readonly number[];
  disabled?: boolean;
}

/**
 * Pages of a list outside the DataGrid (product tiles, announcements). Texts ("Rows per page", "1–10 of 42";
 * in Polish "Wierszy na stronie", "1–10 z 42") come from the theme's locale of the UI's language; changing
 * the page size goes back to page 0.
 */
export function AppPagination({ page, pageSize, total, onChange, pageSizeOptions = PAGE_SIZE_OPTIONS, disabled }: AppPaginationProps) {
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizeOptions]}
      onPageChange={(_e, next) => onChange({ page: next, pageSize })}
      onRowsPerPageChange={(e) => onChange({ page: 0, pageSize: Number(e.target.value) })}
      showFirstButton
      showLastButton
      disabled={disabled}
      // On a phone the controls wrap instead of scrolling inside a region that may hold no enabled control.
      sx={{ overflow: 'visible', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
    />
  );
}
