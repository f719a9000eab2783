import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { setApiAccountId } from '@/lib/api/client';
import { toastStore } from '@/lib/toast/toast-store';
import { CampaignEditForm } from './campaign-edit-form';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const ID = '33333333-3333-4333-8333-333333333333';
const campaign = {
  id: ID,
  accountId: ACCOUNT,
  name: 'Autumn',
  userStatus: 'ACTIVE',
  state: 'RUNNING',
  dailyBudget: 5000,
  totalBudget: null,
  maxCpc: 150,
  channel: 'MAIN',
  markets: ['PL'],
  delivery: 'STANDARD',
  startDate: '2020-01-01',
  endDate: null,
  spentTotal: 0,
  spentToday: 0,
  paceToday: 2500,
  skuCount: 2,
  skusInStock: 2,
  version: 7,
  createdAt: '2020-01-01T00:00:00Z',
  updatedAt: '2020-01-01T00:00:00Z',
};

let patches: { headers: Headers; body: unknown }[];
let keywordPatches: { headers: Headers; body: unknown }[];
let version: number;
let campaignReads: number;
let patchResponse: () => Response;

beforeEach(() => {
  patches = [];
  keywordPatches = [];
  version = 7;
  campaignReads = 0;
  setApiAccountId(ACCOUNT);
  patchResponse = () => json({ ...campaign, name: 'Autumn sale', version: 8 }, 200, { ETag: '"8"' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === `/api/campaigns/${ID}` && request.method === 'GET') {
        campaignReads += 1;
        return json({ ...campaign, version }, 200, { ETag: `"${version}"` });
      }
      if (url.pathname === `/api/campaigns/${ID}` && request.method === 'PATCH') {
        patches.push({ headers: request.headers, body: await request.clone().json() });
        return patchResponse();
      }
      if (url.pathname === `/api/campaigns/${ID}/inventory`) return json({ skus: ['A1'], count: 1, inStock: 1 });
      if (url.pathname === `/api/campaigns/${ID}/keywords` && request.method === 'GET')
        return json({ keywords: [], negativeKeywords: [] }, 200, { ETag: '"7"' });
      if (url.pathname === `/api/campaigns/${ID}/keywords` && request.method === 'PATCH') {
        const body: unknown = await request.clone().json();
        keywordPatches.push({ headers: request.headers, body });
        version += 1;
        return json({ negativeKeywords: [], ...(body as object) }, 200, { ETag: '"8"' });
      }
      if (url.pathname === `/api/campaigns/${ID}/keyword-suggestions`)
        return json({ suggestions: [{ text: 'nike sneakersy', source: 'catalogue', count: 3 }] });
      if (url.pathname === '/api/products') return json({ content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 });
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
  setApiAccountId(null);
});

function renderEdit() {
  return renderWithProviders(<CampaignEditForm accountId={ACCOUNT} id={ID} />, {
    path: `/accounts/${ACCOUNT}/campaigns/${ID}/edit`,
    route: '/accounts/:accountId/campaigns/:id/edit',
    routes: [{ path: '/accounts/:accountId/campaigns/:id', element: <h1>Overview page</h1> }],
  });
}

describe('CampaignEditForm (If-Match from the ETag)', { timeout: 30_000 }, () => {
  it('sends only the changed fields with If-Match and keeps a started campaign’s start date', async () => {
    const user = userEvent.setup();
    const { router } = renderEdit();
    const name = await screen.findByLabelText('Campaign name', { exact: false, selector: 'input' }, { timeout: 5000 });
    await user.clear(name);
    await user.type(name, 'Autumn sale');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/campaigns/${ID}`));
    expect(patches).toHaveLength(1);
    expect(patches[0]?.headers.get('If-Match')).toBe('"7"');
    expect(patches[0]?.body).toEqual({ name: 'Autumn sale' });
  });

  it('shows the catalogue message when the version is stale (412)', async () => {
    patchResponse = () => json({ type: 'ResourceOptimisticLockException', title: 'Precondition Failed', status: 412 }, 412);
    const user = userEvent.setup();
    renderEdit();
    const cpc = await screen.findByLabelText('Max CPC', { exact: false, selector: 'input' }, { timeout: 5000 });
    await user.clear(cpc);
    await user.type(cpc, '2,00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([
        ['ERROR', 'The resource has been modified. Please refresh the page and try again.'],
      ]),
    );
    expect(patches[0]?.body).toEqual({ maxCpc: 200 });
  });

  it("shows the campaign's keyword suggestions and saves one added with its button through PATCH …/keywords", async () => {
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Add nike sneakersy' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Save keywords' }));
    await waitFor(() => expect(keywordPatches).toHaveLength(1));
    expect(keywordPatches[0]?.headers.get('If-Match')).toBe('"7"');
    expect(keywordPatches[0]?.body).toEqual({
      keywords: [{ text: 'nike sneakersy', matchType: 'EXACT', bid: null }],
      negativeKeywords: [],
    });
    expect(patches).toEqual([]); // the campaign's other fields are not sent
  });

  it('keeps what was typed in the form when the keywords are saved, and saves the form with the new version', async () => {
    const user = userEvent.setup();
    renderEdit();
    const name = await screen.findByLabelText('Campaign name', { exact: false, selector: 'input' }, { timeout: 5000 });
    await user.clear(name);
    await user.type(name, 'Autumn sale');
    await user.click(await screen.findByRole('button', { name: 'Add nike sneakersy' }));
    await user.click(screen.getByRole('button', { name: 'Save keywords' }));
    await waitFor(() => expect(keywordPatches).toHaveLength(1));
    await waitFor(() => expect(campaignReads).toBe(2)); // the campaign read again with its new version
    expect((screen.getByLabelText('Campaign name', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('Autumn sale');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.headers.get('If-Match')).toBe('"8"');
    expect(patches[0]?.body).toEqual({ name: 'Autumn sale' });
  });
});
