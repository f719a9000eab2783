import { describe, expect, it } from 'vitest';
import { readListParams, withListParams } from './stores-params';

describe('stores list URL params', () => {
  it('reads filters and paging, dropping malformed values', () => {
    expect(readListParams(new URLSearchParams('search= shoe &channel=EOBUWIE&page=2&size=50'))).toEqual({
      search: 'shoe',
      channel: 'EOBUWIE',
      page: 2,
      size: 50,
    });
    expect(readListParams(new URLSearchParams('channel=<x>&page=-1&size=7'))).toEqual({ search: '', channel: '', page: 0, size: 25 });
  });

  it('writes changes, going back to the first page when a filter changes', () => {
    const next = withListParams(new URLSearchParams('search=a&page=3'), { search: '', channel: 'MAIN' });
    expect(next.toString()).toBe('channel=MAIN');
    expect(withListParams(new URLSearchParams('search=a'), { page: 1, size: 50 }).toString()).toBe('search=a&page=1&size=50');
  });
});
