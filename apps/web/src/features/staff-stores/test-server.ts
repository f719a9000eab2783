import { vi } from 'vitest';
import { json } from '@/testing/render';

/** A store as GET /api/marops/stores/{id} answers it. */
export const STORE = {
  id: '11111111-1111-4111-8111-111111111111',
  externalId: 'seller-1001',
  name: 'Shoe Planet',
  domain: 'www.shoeplanet.pl',
  channel: 'MAIN',
  markets: ['PL'],
  productCount: 2,
  version: 3,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

export interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

const CONFIG = {
  campaignRequirements: {},
  markets: [{ code: 'PL', label: 'Poland' }],
  activeChannelMarkets: {},
  channels: [
    { code: 'MAIN', label: 'Main shop' },
    { code: 'EOBUWIE', label: 'eobuwie' },
    { code: 'ALL', label: 'Main shop and eobuwie' },
  ],
};

/**
 * Stubs fetch with the stores API: `override` answers first (undefined = fall through to the defaults).
 * Returns the calls made, for assertions on query, headers and bodies.
 */
export function stubStoresApi(override: (call: Call) => Response | undefined = () => undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const call = { method: request.method, url: new URL(request.url), headers: request.headers, body: await request.clone().text() };
      calls.push(call);
      const answer = override(call);
      if (answer) return answer;
      const path = call.url.pathname;
      if (path === '/api/services-config') return json(CONFIG);
      if (path === '/api/marops/stores') return json({ content: [STORE], page: 0, size: 25, totalElements: 1, totalPages: 1 });
      if (path === `/api/marops/stores/${STORE.id}`) return json(STORE, 200, { etag: '"3"' });
      if (path === `/api/marops/stores/${STORE.id}/products`) {
        const content = [{ id: '1163', name: 'Red Sneaker', brandCode: 'nike', brandLabel: 'Nike', stock: 12, imageUrl: null }];
        return json({ content, page: 0, size: 25, totalElements: 1, totalPages: 1 });
      }
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
  return calls;
}
