import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_SEARCH_TERM } from '@ads/domain';
import { renderWithProviders } from '@/testing/render';
import type { StatisticsRow } from '../api/get-statistics';
import { SearchTermsTable } from './search-terms-table';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const row = (searchTerm: string, clicks: number, cost: number) =>
  ({ searchTerm, views: 10, clicks, cost, ctr: clicks / 10, avgCPC: 100, salesCount: 0, revenue: 0, roas: 0 }) as unknown as StatisticsRow;
const rows = [row('sneakersy damskie', 2, 200), row('buty nike', 5, 500), row(HIDDEN_SEARCH_TERM, 1, 100)];

describe('SearchTermsTable (docs/search-placements.md "Search-term report")', () => {
  it('shows the terms, hides personal ones behind a label, and adds a term as keyword or negative', async () => {
    const onAdd = vi.fn();
    renderWithProviders(<SearchTermsTable rows={rows} loading={false} actions={{ onAdd }} />);
    const grid = await screen.findByRole('grid', { name: 'Search terms' });
    expect(within(grid).getByText('Hidden (personal data)')).toBeTruthy();
    expect(within(grid).queryByText(HIDDEN_SEARCH_TERM)).toBeNull();
    await userEvent.click(within(grid).getByRole('button', { name: 'Add “buty nike” as a keyword' }));
    await userEvent.click(within(grid).getByRole('button', { name: 'Add “sneakersy damskie” as a negative keyword' }));
    expect(onAdd.mock.calls).toEqual([
      ['buty nike', 'keyword'],
      ['sneakersy damskie', 'negative'],
    ]);
    // Only the two visible terms have actions.
    expect(within(grid).getAllByRole('button', { name: /^Add “/ })).toHaveLength(4);
  });

  it('sorts by a metric when its header is clicked', async () => {
    renderWithProviders(<SearchTermsTable rows={rows} loading={false} />);
    const grid = await screen.findByRole('grid', { name: 'Search terms' });
    await userEvent.click(within(grid).getByRole('columnheader', { name: /Clicks/ }));
    const firstColumn = () =>
      within(grid)
        .getAllByRole('gridcell')
        .filter((c) => c.getAttribute('data-field') === 'searchTerm')
        .map((c) => c.textContent);
    expect(firstColumn()).toEqual(['Hidden (personal data)', 'sneakersy damskie', 'buty nike']);
  });
});
