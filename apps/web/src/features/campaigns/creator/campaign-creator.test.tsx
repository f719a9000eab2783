import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { setApiAccountId } from '@/lib/api/client';
import { toastStore } from '@/lib/toast/toast-store';
import { CampaignCreator } from './campaign-creator';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const DRAFT = '22222222-2222-4222-8222-222222222222';

const config = {
  campaignRequirements: {
    nameMaxLength: 50,
    budget: { dailyLimit: { minValue: 2000 }, totalLimit: { minValue: 2000, ratio: 1, allowIncreaseOf: 100 } },
    maxCpc: { minValue: 100, maxValue: 10000 },
    maxSkuCount: 10,
  },
  markets: [],
  activeChannelMarkets: {},
  channels: [],
};

const product = (sku: string, name: string) => ({
  sku,
  name,
  brand: { code: 'nike', label: 'Nike' },
  seasonCode: 'FALL',
  categoryCode: 'apparel/topwear/tshirts',
  categoryPath: 'Apparel > Topwear > Tshirts',
  price: 12345,
  imageUrl: null,
  stock: 5,
  inStock: true,
});

interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

let calls: Call[];
let publishResponse: () => Response;

beforeEach(() => {
  calls = [];
  setApiAccountId(ACCOUNT); // what the account route guard does

  publishResponse = () => json({ id: DRAFT, name: 'Summer', state: 'SCHEDULED', version: 1 }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body =
        request.method === 'GET'
          ? undefined
          : await request
              .clone()
              .json()
              .catch(() => undefined);
      calls.push({ method: request.method, path: url.pathname, headers: request.headers, body });
      if (url.pathname === '/api/services-config') return json(config);
      if (url.pathname === '/api/products') {
        return json({ content: [product('A1', 'Shirt'), product('B2', 'Shoes')], page: 0, size: 10, totalElements: 2, totalPages: 1 });
      }
      if (url.pathname === '/api/campaign-drafts') return json({ id: DRAFT, version: 3 }, 201);
      if (url.pathname === `/api/campaigns/${DRAFT}`) return publishResponse();
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

function renderCreator() {
  return renderWithProviders(<CampaignCreator accountId={ACCOUNT} />, {
    path: `/accounts/${ACCOUNT}/campaigns/create`,
    route: '/accounts/:accountId/campaigns/create',
    routes: [{ path: '/accounts/:accountId/campaigns/:id', element: <h1>Overview page</h1> }],
  });
}

describe('CampaignCreator', () => {
  it('labels every input and names its buttons', async () => {
    renderCreator();
    for (const label of [
      'Campaign name',
      'Daily budget',
      'Total budget',
      'Max CPC',
      'Search products',
      'Brands',
      'Seasons',
      'Categories',
    ]) {
      expect(screen.getByLabelText(label, { exact: false, selector: 'input' })).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Start date' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'End date' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish campaign' })).toBeTruthy();
    expect(await screen.findByRole('grid', { name: 'Products' })).toBeTruthy();
  });

  it('shows the schema errors inline and sends nothing for an empty form', async () => {
    const user = userEvent.setup();
    renderCreator();
    await user.click(screen.getByRole('button', { name: 'Publish campaign' }));
    expect(await screen.findByText('Campaign name is required.')).toBeTruthy();
    expect(screen.getByText('Choose at least one product.')).toBeTruthy();
    expect(screen.getByText('This amount is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('creates the draft in grosze, publishes it with If-Match and opens the overview', async () => {
    const user = userEvent.setup();
    const { router } = renderCreator();
    await user.type(screen.getByLabelText('Campaign name', { exact: false, selector: 'input' }), 'Summer');
    await user.type(screen.getByLabelText('Daily budget', { selector: 'input' }), '25,50');
    await user.type(screen.getByLabelText('Max CPC', { exact: false, selector: 'input' }), '1,2');
    const grid = await screen.findByRole('grid', { name: 'Products' });
    const row = (await within(grid).findByText('Shoes')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Publish campaign' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/campaigns/${DRAFT}`));
    const [draft, publish] = calls.filter((c) => c.method === 'POST');
    expect(draft?.path).toBe('/api/campaign-drafts');
    expect(draft?.body).toMatchObject({ name: 'Summer', skus: ['B2'], dailyBudget: 2550, totalBudget: null, maxCpc: 120, endDate: null });
    expect(draft?.headers.get('account-id')).toBe(ACCOUNT);
    expect(publish?.path).toBe(`/api/campaigns/${DRAFT}`);
    expect(publish?.headers.get('If-Match')).toBe('"3"');
    expect(toastStore.getSnapshot().map((t) => t.variant)).toEqual(['SUCCESS']);
  });

  it("puts the server's error next to its field and in a toast", async () => {
    publishResponse = () => json({ type: 'CampaignNameNotUniqueException', title: 't', status: 409 }, 409);
    const user = userEvent.setup();
    renderCreator();
    await user.type(screen.getByLabelText('Campaign name', { exact: false, selector: 'input' }), 'Taken');
    await user.type(screen.getByLabelText('Total budget', { selector: 'input' }), '100');
    await user.type(screen.getByLabelText('Max CPC', { exact: false, selector: 'input' }), '2');
    const grid = await screen.findByRole('grid', { name: 'Products' });
    const row = (await within(grid).findByText('Shirt')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Publish campaign' }));

    const message = 'Campaign name must be unique in the context of an account.';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([['ERROR', message]]);
  });
});
