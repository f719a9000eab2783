import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { ListTable, type ListColumn, type ListSortModel } from './list-table';

// The table's own texts come from the app's i18n (English).
initI18n('en');

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  clicks: number;
}
const COLUMNS: ListColumn<Row>[] = [
  { field: 'name', header: 'Name', minWidth: 200, grow: true, render: (r) => r.name },
  { field: 'state', header: 'State', minWidth: 100, sortable: false, render: () => 'Running' },
  { field: 'clicks', header: 'Clicks', align: 'right', minWidth: 100, render: (r) => String(r.clicks) },
];
const ROWS: Row[] = [
  { id: 'a', name: 'Alpha', clicks: 1 },
  { id: 'b', name: 'Beta', clicks: 2 },
];

function Harness({ rows = ROWS, onSort = vi.fn(), onPage = vi.fn(), initialSelection = [] as string[] }) {
  const [selection, setSelection] = useState<string[]>(initialSelection);
  const [sort, setSort] = useState<ListSortModel>([]);
  return (
    <>
      <ListTable<Row>
        aria-label="Campaigns"
        rows={rows}
        columns={COLUMNS}
        rowCount={45}
        loading={false}
        emptyText="Nothing here"
        pagination={{ page: 0, pageSize: 20 }}
        pageSizeOptions={[10, 20, 50]}
        onPaginationChange={onPage}
        sortModel={sort}
        onSortChange={(model) => {
          onSort(model);
          setSort(model);
        }}
        selection={selection}
        onSelectionChange={setSelection}
      />
      <output aria-label="selected">{selection.join(',')}</output>
    </>
  );
}

describe('ListTable', { timeout: 30_000 }, () => {
  it('sorts by a header: ascending, descending, then the server default; unsortable headers are plain', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'Campaigns' });
    expect(within(table).queryByRole('button', { name: 'State' })).toBeNull();
    const clicks = within(table).getByRole('button', { name: 'Clicks' });
    await user.click(clicks);
    await user.click(clicks);
    await user.click(clicks);
    expect(onSort.mock.calls.map(([m]) => m)).toEqual([[{ field: 'clicks', sort: 'asc' }], [{ field: 'clicks', sort: 'desc' }], []]);
  });

  it('selects rows one by one or all on the page, and drops ids no longer shown', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    const table = screen.getByRole('table', { name: 'Campaigns' });
    const beta = within(table).getByText('Beta').closest('tr')!;
    await user.click(within(beta).getByRole('checkbox'));
    expect(screen.getByLabelText('selected').textContent).toBe('b');
    await user.click(within(table).getAllByRole('checkbox')[0]!);
    expect(screen.getByLabelText('selected').textContent).toBe('a,b');
    rerender(<Harness rows={[ROWS[0]!]} />);
    expect(screen.getByLabelText('selected').textContent).toBe('a');
  });

  it('pages on the server and shows the empty text without rows', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { unmount } = render(<Harness onPage={onPage} />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPage).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    unmount();
    render(<Harness rows={[]} />);
    expect(within(screen.getByRole('table', { name: 'Campaigns' })).getByText('Nothing here')).toBeTruthy();
  });
});
