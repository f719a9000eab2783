import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import type { SxProps, Theme } from '@mui/material/styles';
import { RowsTable } from './rows-table';

/** One column of a PlainTable: its header (none for an actions column) and its cell for a row. */
export interface PlainColumn<R> {
  key: string;
  header?: string;
  cell: (row: R) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
}

/** A small, unpaged table of every row (no sorting), scrolling sideways on narrow screens. */
export function PlainTable<R extends { id: string }>({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: readonly PlainColumn<R>[];
  rows: readonly R[];
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <RowsTable
        label={label}
        headers={columns.map((c) => c.header)}
        rows={rows}
        rowKey={(row) => row.id}
        cells={(row) =>
          columns.map((c) => (
            <TableCell key={c.key} align={c.align} sx={c.sx}>
              {c.cell(row)}
            </TableCell>
          ))
        }
      />
    </Box>
  );
}
