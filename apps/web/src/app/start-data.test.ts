import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { brandsQueryOptions, categoryDictionaryQueryOptions, DICTIONARY_STALE_MS } from '@/lib/config/dictionaries';
import { json } from '@/testing/render';
import { prefetchStartData } from './start-data';

afterEach(() => vi.unstubAllGlobals());

const config = {
  campaignRequirements: {},
  markets: [{ code: 'PL', label: 'Poland' }],
  activeChannelMarkets: { MODIVO: [{ code: 'PL' }], EOBUWIE: [{ code: 'PL' }] },
  channels: [
    { code: 'MODIVO', label: 'Modivo' },
    { code: 'EOBUWIE', label: 'eobuwie' },
    { code: 'ALL', label: 'Modivo and eobuwie' },
  ],
};

function stubApi(answer: (path: string) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return answer(url.pathname);
    }),
  );
  return calls;
}

describe('start-up calls (docs/requirements.md §7.6)', () => {
  it('asks for the configuration, accounts, user, brands and the category dictionaries of the configured channels in PL', async () => {
    const calls = stubApi((path) =>
      path === '/api/services-config'
        ? json(config)
        : path === '/api/brands'
          ? json([{ code: 'nike', label: 'Nike' }])
          : path === '/api/category-dictionaries'
            ? json([{ code: 'footwear', path: 'Footwear' }])
            : json({ content: [], page: 0, size: 50, totalElements: 0, totalPages: 0 }),
    );
    const queryClient = createQueryClient();
    await prefetchStartData(queryClient);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/services-config',
        'GET /api/account-views/user/accounts-list?page=0&size=200',
        'GET /api/account-views/user/info',
        'GET /api/brands',
        'GET /api/category-dictionaries?channels=MODIVO%2CEOBUWIE&markets=PL',
      ]),
    );
    expect(calls).toHaveLength(5);
    // Cached for the session's filters: no second call while fresh.
    expect(queryClient.getQueryData(brandsQueryOptions().queryKey)).toEqual([{ code: 'nike', label: 'Nike' }]);
    expect(queryClient.getQueryData(categoryDictionaryQueryOptions(['MODIVO', 'EOBUWIE']).queryKey)).toEqual([{ code: 'footwear', path: 'Footwear' }]);
    expect(brandsQueryOptions().staleTime).toBe(DICTIONARY_STALE_MS);
    await queryClient.fetchQuery(brandsQueryOptions());
    expect(calls.filter((c) => c === 'GET /api/brands')).toHaveLength(1);
  });

  it('a failed configuration load is skipped silently: the dictionaries use the default channels', async () => {
    const calls = stubApi((path) =>
      path === '/api/services-config' ? json({ type: 'ValidationException', title: 'x', status: 400 }, 400) : json([]),
    );
    await prefetchStartData(createQueryClient());
    expect(calls).toContain('GET /api/category-dictionaries?channels=MAIN%2CEOBUWIE&markets=PL');
  });
});
