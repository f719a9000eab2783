import type { GridColDef, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { AppDataGrid } from '@/components/data-grid/data-grid';
import { PAGE_SIZES } from '../stores-params';

/** One page of a stores list as the API answers it. */
interface Page<R> {
  content: R[];
  totalElements: number;
}

/** A stores list's grid, paged by the server (page and size in the URL), unsorted. */
export function PagedGrid<R extends GridValidRowModel>({
  label,
  emptyText,
  columns,
  data,
  loading,
  pagination,
  onPagination,
}: {
  label: string;
  emptyText: string;
  columns: GridColDef<R>[];
  data: Page<R> | undefined;
  loading: boolean;
  pagination: GridPaginationModel;
  onPagination: (m: GridPaginationModel) => void;
}) {
  return (
    <AppDataGrid<R>
      aria-label={label}
      rows={data?.content ?? []}
      columns={columns}
      loading={loading}
      paginationMode="server"
      rowCount={data?.totalElements ?? 0}
      paginationModel={pagination}
      pageSizeOptions={PAGE_SIZES}
      onPaginationModelChange={onPagination}
      localeText={{ noRowsLabel: emptyText }}
    />
  );
}
