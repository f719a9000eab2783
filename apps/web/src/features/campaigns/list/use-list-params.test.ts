import { describe, expect, it } from 'vitest';
import { fromSortModel, readListParams, toSortModel } from './use-list-params';

describe('campaign list URL state', () => {
  it('reads page, size, search and sort, falling back on anything malformed', () => {
    expect(readListParams(new URLSearchParams('page=2&size=50&q=%20summer%20&sort=views,DESC'))).toEqual({
      page: 2,
      size: 50,
      search: 'summer',
      sort: 'views,DESC',
      from: null,
      to: null,
    });
    expect(readListParams(new URLSearchParams('page=-1&size=7&sort=views;drop&from=2026-06-10&to=2026-06-01'))).toEqual({
      page: 0,
      size: 20,
      search: '',
      sort: null,
      from: null,
      to: null,
    });
    expect(readListParams(new URLSearchParams('from=2026-06-01&to=2026-06-10'))).toMatchObject({ from: '2026-06-01', to: '2026-06-10' });
  });

  it('maps the API sort format to the grid sort model and back', () => {
    expect(toSortModel('name,ASC')).toEqual([{ field: 'name', sort: 'asc' }]);
    expect(toSortModel(null)).toEqual([]);
    expect(fromSortModel([{ field: 'cost', sort: 'desc' }])).toBe('cost,DESC');
    expect(fromSortModel([])).toBeNull();
  });
});
