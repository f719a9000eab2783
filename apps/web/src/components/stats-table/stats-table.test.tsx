import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatsTable, type StatsColumn } from './stats-table';

afterEach(cleanup);

type Key = 'day' | 'clicks' | 'ctr' | 'cost' | 'roas';
const COLUMNS: StatsColumn<Key>[] = [
  { key: 'day', label: 'Day', kind: 'day' },
  { key: 'clicks', label: 'Clicks', kind: 'number' },
  { key: 'ctr', label: 'CTR', kind: 'percent' },
  { key: 'cost', label: 'Cost', kind: 'money' },
  { key: 'roas', label: 'ROAS', kind: 'roas' },
];

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('StatsTable', () => {
  it('formats every kind the Polish way and adds a totals row', () => {
    render(
      <StatsTable
        label="By day"
        columns={COLUMNS}
        rows={[{ id: '1', day: '2026-06-01', clicks: 12345, ctr: 0.0123, cost: 123456, roas: 3.5 }]}
        totals={{ clicks: 12345, cost: 123456 }}
        emptyText="No statistics"
      />,
    );
    const table = screen.getByRole('table', { name: 'By day' });
    const [, row, totals] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => normalise(c.textContent)),
    ).toEqual(['01.06.2026', '12 345', '1,23%', '1234,56 zł', '3,50']);
    expect(
      within(totals!)
        .getAllByRole('cell')
        .map((c) => normalise(c.textContent)),
    ).toEqual(['—', '12 345', '—', '1234,56 zł', '—']);
  });

  it('tells when there is nothing to show', () => {
    render(<StatsTable label="By day" columns={COLUMNS} rows={[]} totals={{ clicks: 0 }} emptyText="No statistics" />);
    expect(screen.getByText('No statistics')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
