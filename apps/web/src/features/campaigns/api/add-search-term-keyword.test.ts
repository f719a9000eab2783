import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, settle } from '@/lib/api/client';
import { json } from '@/testing/render';
import { addSearchTermKeyword } from './add-search-term-keyword';

const CAMPAIGN = '22222222-2222-4222-8222-222222222222';
const KEYWORDS = { keywords: [], negativeKeywords: [] };

afterEach(() => vi.unstubAllGlobals());

/** Answers after `ms`, or fails with the abort reason when the call is aborted first (as the browser's fetch does). */
function slowFetch(ms: number, seen: string[]) {
  return (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      const abort = () => reject(request.signal.reason as Error);
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort);
      const body = request.method === 'GET' ? KEYWORDS : { ...KEYWORDS, keywords: [{ text: 'red shoes' }] };
      setTimeout(() => resolve(json(body, 200, { etag: '"3"' })), ms);
    });
}

describe('addSearchTermKeyword (docs/search-placements.md "Search-term report")', () => {
  it('does not abort the keywords panel read of the same path that is still in flight (docs/requirements.md §7.2 dedupe)', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', slowFetch(20, seen));
    // The keywords panel's query: the default dedupe id (method and path).
    const panel = settle(api.GET('/api/campaigns/{id}/keywords', { params: { path: { id: CAMPAIGN } } }));
    const added = addSearchTermKeyword(CAMPAIGN, 'red shoes', 'keyword');
    await expect(added).resolves.toBe(true);
    const read = await panel;
    expect(read.error).toBeUndefined();
    expect(read.data).toEqual(KEYWORDS);
    expect(seen).toEqual([
      `GET /api/campaigns/${CAMPAIGN}/keywords`,
      `GET /api/campaigns/${CAMPAIGN}/keywords`,
      `PATCH /api/campaigns/${CAMPAIGN}/keywords`,
    ]);
  });
});
