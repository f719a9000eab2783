import type { Widen } from '../widen';
import type { listTable as en } from '../en/list-table';

/** Polish texts: the server-paged list table, worded like the DataGrid's Polish locale; same keys as `../en/list-table.ts`. */
export const listTable: Widen<typeof en> = {
  listTable: {
    selectAllRows: 'Zaznacz wszystkie wiersze',
    unselectAllRows: 'Odznacz wszystkie wiersze',
    selectRow: 'Zaznacz wiersz',
    unselectRow: 'Odznacz wiersz',
    oneRowSelected: 'Liczba wybranych wierszy: {{n}}',
    rowsSelected: 'Liczba wybranych wierszy: {{n}}',
    rowsPerPage: 'Wierszy na stronę:',
    displayedRows: '{{from}}–{{to}} z {{total}}',
    displayedRowsUnknown: '{{from}}–{{to}} z więcej niż {{to}}',
    previousPage: 'Przejdź do poprzedniej strony',
    nextPage: 'Przejdź do następnej strony',
  },
};
