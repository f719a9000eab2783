import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { getApiAccountId, setApiAccountId } from '@/lib/api/client';
import { initI18n } from '@/lib/i18n/i18n';
import { toastStore } from '@/lib/toast/toast-store';
import { json } from '@/testing/render';
import { accountLoader } from './account';

initI18n('en');
const MINE = '11111111-1111-4111-8111-111111111111';
const accounts = {
  content: [{ id: MINE, name: 'Nike', type: 'BRAND', inventory: { brandCodes: ['nike'], storeId: null, productCount: 3 } }],
  page: 0,
  size: 200,
  totalElements: 1,
  totalPages: 1,
};

const args = (accountId: string) =>
  ({
    params: { accountId },
    request: new Request(`http://localhost/accounts/${accountId}/campaigns/list`),
    context: {},
  }) as unknown as LoaderFunctionArgs;

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  setApiAccountId(null);
});

describe('account route guard (docs/requirements.md §2)', () => {
  it("selects one of the user's accounts for the API's account-id header", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(accounts)),
    );
    expect(await accountLoader(createQueryClient())(args(MINE))).toBeNull();
    expect(getApiAccountId()).toBe(MINE);
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('refuses another account: sticky ERROR and redirect to "/"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(accounts)),
    );
    const result = (await accountLoader(createQueryClient())(args('someone-else'))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe('/');
    expect(getApiAccountId()).toBeNull();
    expect(toastStore.getSnapshot().map((t) => [t.variant, t.message, t.timeout])).toEqual([
      ['ERROR', 'Access denied - account selection required', 0],
    ]);
  });

  it('refuses when the account list cannot be loaded (silently skipped, docs/requirements.md §8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ type: 'ValidationException', title: 'x', status: 400 }, 400)),
    );
    const result = (await accountLoader(createQueryClient())(args(MINE))) as Response;
    expect(result.headers.get('Location')).toBe('/');
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Access denied - account selection required']);
  });
});
