/**
 * English texts: the server-paged list table (components/list-table), worded like the DataGrid's own
 * English locale so that a list reads like every grid. Polish in `../pl/list-table.ts` with the same keys.
 */
export const listTable = {
  listTable: {
    selectAllRows: 'Select all rows',
    unselectAllRows: 'Unselect all rows',
    selectRow: 'Select row',
    unselectRow: 'Unselect row',
    oneRowSelected: '{{n}} row selected',
    rowsSelected: '{{n}} rows selected',
    rowsPerPage: 'Rows per page:',
    displayedRows: '{{from}}–{{to}} of {{total}}',
    displayedRowsUnknown: '{{from}}–{{to}} of more than {{to}}',
    previousPage: 'Go to previous page',
    nextPage: 'Go to next page',
  },
};
