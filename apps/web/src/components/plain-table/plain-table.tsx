import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

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
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key}>{c.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={c.sx}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
