import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/**
 * A small table: one header row of labels (empty for an actions column) and one row per item, whose
 * cells the caller renders. No scrolling box, paging or sorting (see PlainTable for the scrolling one).
 */
export function RowsTable<R>({
  label,
  headers,
  rows,
  rowKey,
  cells,
}: {
  label: string;
  headers: readonly ReactNode[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  cells: (row: R) => ReactNode;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {headers.map((header, i) => (
            <TableCell key={i}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>{cells(row)}</TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
