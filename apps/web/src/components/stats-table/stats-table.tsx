import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatMoney, formatNumber, formatPercent, formatRoas } from '@/lib/format';

/** How a column's values are shown (all through lib/format). money is integer grosze; percent a ratio. */
export type StatsKind = 'text' | 'day' | 'number' | 'money' | 'percent' | 'roas';

export interface StatsColumn<K extends string> {
  key: K;
  label: string;
  kind: StatsKind;
}

export type StatsRow<K extends string> = { id: string } & Partial<Record<K, string | number | null>>;

const FORMAT: Record<Exclude<StatsKind, 'text'>, (v: number | null) => string> = {
  day: () => '',
  number: formatNumber,
  money: formatMoney,
  percent: formatPercent,
  roas: formatRoas,
};

function cell(kind: StatsKind, value: string | number | null | undefined): string {
  if (kind === 'text') return value === null || value === undefined ? '—' : String(value);
  if (kind === 'day') return formatDate(typeof value === 'string' ? value : null);
  return FORMAT[kind](typeof value === 'number' ? value : null);
}

export interface StatsTableProps<K extends string> {
  /** Accessible name (caption) of the table. */
  label: string;
  columns: readonly StatsColumn<K>[];
  rows: readonly StatsRow<K>[];
  /** A summary row at the bottom (e.g. totals of the period). */
  totals?: Partial<Record<K, string | number | null>>;
  loading?: boolean;
  emptyText: string;
  /** Max height in px; the header sticks while the body scrolls. */
  maxHeight?: number;
}

/**
 * A compact statistics table (metrics by day or product): numbers right-aligned and formatted by
 * kind, an optional totals row, loading placeholders and an empty notice.
 */
export function StatsTable<K extends string>({ label, columns, rows, totals, loading, emptyText, maxHeight }: StatsTableProps<K>) {
  const align = (kind: StatsKind) => (kind === 'text' || kind === 'day' ? 'left' : 'right');
  return (
    // A named, focusable region: the table scrolls (its height, or a phone's width) and holds no control, so the
    // keyboard reaches its hidden part only through the container (WCAG 2.2 SC 2.1.1).
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={align(c.kind)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? [0, 1, 2].map((i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((r) => (
                <TableRow key={r.id} hover>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={align(c.kind)} sx={{ whiteSpace: 'nowrap' }}>
                      {cell(c.kind, r[c.key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
          {!loading && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
        {totals && !loading && rows.length > 0 ? (
          <TableFooter>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={align(c.kind)} sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit' }}>
                  {cell(c.kind, totals[c.key])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
