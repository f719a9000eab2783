import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { LazySelect } from '@/components/lazy-select/lazy-select';
import { Tooltip } from '@/components/tooltip/tooltip';

export interface ListPaginationProps {
  /** Rows in the whole list (the server's total), or -1 when unknown. */
  count: number;
  /** 0-based page. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  /** "Rows per page:" in the UI's language. */
  labelRowsPerPage: string;
  /** "1–20 of 42" for the shown rows (1-based `from` and `to`, 0 and 0 for an empty list). */
  labelDisplayedRows: (rows: { from: number; to: number; count: number }) => string;
  previousLabel: string;
  nextLabel: string;
}

const BODY2 = { typography: 'body2', flexShrink: 0, my: 0 } as const;

/**
 * The list table's pager, laid out and named like MUI's TablePagination ("Rows per page:" select named by
 * its label, "1–20 of 42", "Go to previous / next page" buttons with tooltips), without its import of the
 * eagerly loaded Tooltip and Popper, and with the rows-per-page menu loaded on first use (LazySelect): the list
 * is on the first screen (docs/web-performance.md).
 */
export function ListPagination(props: ListPaginationProps) {
  const labelId = useId();
  const { count, page, rowsPerPage } = props;
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = count === -1 ? (page + 1) * rowsPerPage : Math.min(count, (page + 1) * rowsPerPage);
  const last = count === -1 ? Infinity : Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  // As in MUI's TablePaginationActions: the tooltip repeats the button's name.
  const button = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} color="inherit" disabled={disabled} onClick={() => props.onPageChange(target)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 52, pr: '2px', pl: 2, overflow: 'auto', fontSize: '0.875rem' }}>
      <Box sx={{ flex: '1 1 100%' }} />
      {props.rowsPerPageOptions.length > 1 ? (
        <>
          <Box component="p" id={labelId} sx={BODY2}>
            {props.labelRowsPerPage}
          </Box>
          <LazySelect
            look="plain"
            labelId={labelId}
            value={String(rowsPerPage)}
            options={props.rowsPerPageOptions.map((option) => ({ value: String(option), label: String(option) }))}
            onChange={(value) => props.onRowsPerPageChange(Number(value))}
            sx={{
              color: 'inherit',
              fontSize: 'inherit',
              flexShrink: 0,
              mr: 4,
              ml: 1,
              '& .MuiSelect-select': { pl: 1, pr: 3, textAlign: 'right', textAlignLast: 'right' },
              '& .MuiSelect-select:focus': { bgcolor: 'action.focus' },
            }}
          />
        </>
      ) : null}
      <Box component="p" sx={BODY2}>
        {props.labelDisplayedRows({ from, to, count })}
      </Box>
      <Box sx={{ flexShrink: 0, ml: 2.5, display: 'flex' }}>
        {button(props.previousLabel, page - 1, page === 0, <KeyboardArrowLeft />)}
        {button(props.nextLabel, page + 1, page >= last, <KeyboardArrowRight />)}
      </Box>
    </Box>
  );
}
