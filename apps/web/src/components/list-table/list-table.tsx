import { useDeferredValue, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { ListPagination } from './list-pagination';

/** Numbers in the list's texts as the DataGrid writes them in each language ("1,234" / "1 234"). */
const NUMBERS = { en: new Intl.NumberFormat('en-US'), pl: new Intl.NumberFormat('pl-PL') };

/** One column of a ListTable. `render` gives the cell's content for a row. */
export interface ListColumn<R> {
  /** The API's sort field for this column (and React key). */
  field: string;
  header: string;
  /** Numbers are right-aligned. */
  align?: 'left' | 'right';
  /** Minimum width in px; the table scrolls sideways on narrow screens. */
  minWidth: number;
  /** Takes the remaining width (one column at most). */
  grow?: boolean;
  /** Server-side sortable; default true. */
  sortable?: boolean;
  render: (row: R) => ReactNode;
}

/** The server's sort of a list: one field, ascending or descending; [] = the server's default. */
export type ListSortModel = readonly { field: string; sort: 'asc' | 'desc' }[];

/** Page (from 0) and page size of a server-paged list. */
export interface ListPagination {
  page: number;
  pageSize: number;
}

export interface ListTableProps<R extends { id: string }> {
  /** Accessible name of the table (required: every table needs one). */
  'aria-label': string;
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  /** Total rows on the server (for paging). */
  rowCount: number;
  loading: boolean;
  emptyText: string;
  pagination: ListPagination;
  pageSizeOptions: readonly number[];
  onPaginationChange: (model: ListPagination) => void;
  sortModel: ListSortModel;
  onSortChange: (model: ListSortModel) => void;
  /** Selected row ids for bulk actions; absent = no checkboxes. */
  selection?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
}

/** Clicking a column's header sorts ascending, then descending, then back to the server's default. */
function nextSort(model: ListSortModel, field: string): ListSortModel {
  const current = model[0]?.field === field ? model[0].sort : null;
  if (current === null) return [{ field, sort: 'asc' }];
  return current === 'asc' ? [{ field, sort: 'desc' }] : [];
}

/**
 * A server-paged, server-sorted list with optional checkbox selection, on plain MUI Table parts — the
 * look of the compact AppDataGrid without its ~115 kB gzip (the campaigns list's first load).
 * Selection covers the rows on screen: a new page (or a reload) drops ids that are no longer shown.
 * Texts (lib/i18n list-table) are worded like the DataGrid's own, without its locale modules in the first load.
 */
export function ListTable<R extends { id: string }>(props: ListTableProps<R>) {
  const { t } = useTranslation();
  const number = NUMBERS[useLanguage()].format;
  const { columns, selection, onSelectionChange, sortModel } = props;
  // New rows render in the background, in slices, so a page of data never blocks the page.
  const rows = useDeferredValue(props.rows);
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const selected = new Set(selection ?? []);
  const shownSelected = rows.filter((r) => selected.has(r.id)).length;

  // Like the DataGrid: ids of rows that are no longer shown leave the selection.
  useEffect(() => {
    if (!selection || !onSelectionChange || props.loading) return;
    const shown = new Set(rows.map((r) => r.id));
    if (selection.some((id) => !shown.has(id))) onSelectionChange(selection.filter((id) => shown.has(id)));
  }, [rows, selection, onSelectionChange, props.loading]);

  const toggle = (id: string) => onSelectionChange?.(selected.has(id) ? [...selected].filter((s) => s !== id) : [...selected, id]);
  const toggleAll = () => onSelectionChange?.(shownSelected === rows.length ? [] : rows.map((r) => r.id));
  const width = columns.length + (selectable ? 1 : 0);

  return (
    <Paper variant="outlined" sx={{ width: '100%', minHeight: 200, display: 'flex', flexDirection: 'column', position: 'relative' }}>
      {props.loading ? (
        // Like the DataGrid's loading overlay: the rows stay, dimmed, under a spinner.
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'rgba(255, 255, 255, 0.38)',
          }}
        >
          <CircularProgress size={32} />
        </Box>
      ) : null}
      <TableContainer sx={{ flexGrow: 1 }}>
        <Table size="small" aria-label={props['aria-label']} aria-busy={props.loading}>
          <TableHead>
            <TableRow>
              {selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={rows.length > 0 && shownSelected === rows.length}
                    indeterminate={shownSelected > 0 && shownSelected < rows.length}
                    disabled={rows.length === 0}
                    onChange={toggleAll}
                    slotProps={{
                      input: {
                        'aria-label':
                          shownSelected === rows.length && rows.length > 0 ? t('listTable.unselectAllRows') : t('listTable.selectAllRows'),
                      },
                    }}
                  />
                </TableCell>
              ) : null}
              {columns.map((c) => {
                const sorted = sortModel[0]?.field === c.field ? sortModel[0].sort : undefined;
                return (
                  <TableCell
                    key={c.field}
                    align={c.align ?? 'left'}
                    sortDirection={sorted ?? false}
                    sx={{ fontWeight: 500, whiteSpace: 'nowrap', minWidth: c.minWidth, width: c.grow ? '100%' : undefined }}
                  >
                    {c.sortable === false ? (
                      c.header
                    ) : (
                      <TableSortLabel
                        active={sorted !== undefined}
                        direction={sorted ?? 'asc'}
                        onClick={() => props.onSortChange(nextSort(sortModel, c.field))}
                      >
                        {c.header}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const isSelected = selected.has(row.id);
              return (
                <TableRow key={row.id} hover selected={isSelected}>
                  {selectable ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={isSelected}
                        onChange={() => toggle(row.id)}
                        slotProps={{
                          input: { 'aria-label': isSelected ? t('listTable.unselectRow') : t('listTable.selectRow') },
                        }}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((c) => (
                    <TableCell key={c.field} align={c.align ?? 'left'} sx={{ whiteSpace: 'nowrap' }}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {rows.length === 0 && !props.loading ? (
              <TableRow>
                <TableCell colSpan={width} align="center" sx={{ py: 6, color: 'text.secondary', borderBottom: 'none' }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pl: 2 }}>
        <Box sx={{ typography: 'body2' }}>
          {shownSelected > 0
            ? t(shownSelected === 1 ? 'listTable.oneRowSelected' : 'listTable.rowsSelected', { n: number(shownSelected) })
            : null}
        </Box>
        <ListPagination
          count={props.rowCount}
          page={props.pagination.page}
          rowsPerPage={props.pagination.pageSize}
          rowsPerPageOptions={props.pageSizeOptions}
          onPageChange={(page) => props.onPaginationChange({ page, pageSize: props.pagination.pageSize })}
          onRowsPerPageChange={(pageSize) => props.onPaginationChange({ page: 0, pageSize })}
          labelRowsPerPage={t('listTable.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t(count === -1 ? 'listTable.displayedRowsUnknown' : 'listTable.displayedRows', {
              from: number(from),
              to: number(to),
              total: number(count),
            })
          }
          previousLabel={t('listTable.previousPage')}
          nextLabel={t('listTable.nextPage')}
        />
      </Box>
    </Paper>
  );
}
