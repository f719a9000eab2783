import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { DeferredTooltip } from '@/components/tooltip/deferred-tooltip';

export interface ListPaginationProps {
  /** Total rows on the server. */
  count: number;
  /** From 0. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onChange: (model: { page: number; pageSize: number }) => void;
  labelRowsPerPage: string;
  labelDisplayedRows: (rows: { from: number; to: number; count: number }) => string;
  /** Name (and tooltip) of the previous / next page buttons. */
  itemLabel: (type: 'previous' | 'next') => string;
}

/**
 * The pager of ListTable with MUI TablePagination's layout and styles (rows per page, "from–to of
 * count", previous / next), whose button tooltips load on demand (DeferredTooltip) rather than
 * with the table (TablePagination's own bring Popper.js; issue #11).
 */
export function ListPagination({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onChange,
  labelRowsPerPage,
  labelDisplayedRows,
  itemLabel,
}: ListPaginationProps) {
  const labelId = useId();
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const last = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const text = { typography: 'body2', flexShrink: 0, my: 0 } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 52, pr: '2px', color: 'text.primary', overflow: 'auto' }}>
      <Box component="p" id={labelId} sx={text}>
        {labelRowsPerPage}
      </Box>
      <Select
        variant="standard"
        input={<InputBase />}
        value={rowsPerPage}
        onChange={(event) => onChange({ page: 0, pageSize: Number(event.target.value) })}
        inputProps={{ 'aria-labelledby': labelId }}
        sx={{
          color: 'inherit',
          fontSize: 'inherit',
          flexShrink: 0,
          mr: 4,
          ml: 1,
          typography: 'body2',
          '& .MuiSelect-select': { pl: 1, pr: 3, textAlign: 'right', textAlignLast: 'right' },
          '& .MuiSelect-select:focus': { bgcolor: 'action.focus' },
        }}
      >
        {rowsPerPageOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
      <Box component="p" sx={text}>
        {labelDisplayedRows({ from, to, count })}
      </Box>
      <Box sx={{ flexShrink: 0, ml: 2.5 }}>
        <DeferredTooltip title={itemLabel('previous')}>
          <IconButton
            aria-label={itemLabel('previous')}
            disabled={page === 0}
            onClick={() => onChange({ page: page - 1, pageSize: rowsPerPage })}
          >
            <KeyboardArrowLeft />
          </IconButton>
        </DeferredTooltip>
        <DeferredTooltip title={itemLabel('next')}>
          <IconButton
            aria-label={itemLabel('next')}
            disabled={page >= last}
            onClick={() => onChange({ page: page + 1, pageSize: rowsPerPage })}
          >
            <KeyboardArrowRight />
          </IconButton>
        </DeferredTooltip>
      </Box>
    </Box>
  );
}
