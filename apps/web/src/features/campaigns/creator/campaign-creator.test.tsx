import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
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
  markets: [{ code: 'PL', label: 'Poland' }],
  activeChannelMarkets: { MAIN: [{ code: 'PL' }], EOBUWIE: [{ code: 'PL' }] },
  channels: [
    { code: 'MAIN', label: 'Shop' },
    { code: 'EOBUWIE', label: 'eobuwie' },
    { code: 'ALL', label: 'Shop and eobuwie' },
  ],
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
let createResponse: ((body: unknown) => Response) | null;
const draftBody = {
  id: DRAFT,
  accountId: ACCOUNT,
  name: '',
  dailyBudget: null,
  totalBudget: null,
  maxCpc: null,
  startDate: null,
  endDate: null,
  skus: [],
  step: 'settings',
  version: 3,
  createdAt: '2026-06-10T10:00:00Z',
  updatedAt: '2026-06-10T10:00:00Z',
};

beforeEach(() => {
  calls = [];
  setApiAccountId(ACCOUNT); // what the account route guard does

  publishResponse = () => json({ id: DRAFT, name: 'Summer', state: 'SCHEDULED', version: 1 }, 201);
  createResponse = null;
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
      if (url.pathname === '/api/terms')
        return json({ versionInForce: 2, upcoming: null, acceptedVersion: 2, accepted: true, acceptances: [] });
      if (url.pathname === '/api/products') {
        return json({ content: [product('A1', 'Shirt'), product('B2', 'Shoes')], page: 0, size: 10, totalElements: 2, totalPages: 1 });
      }
      if (url.pathname === '/api/campaign-drafts') return createResponse?.(body) ?? json({ ...draftBody, ...(body as object) }, 201);
      if (url.pathname.endsWith('/inventory')) return json({ skus: [], count: 0, inStock: 0 });
      if (url.pathname === `/api/campaign-drafts/${DRAFT}`) return json({ ...draftBody, ...(body as object), version: 4 });
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

function renderCreator(path = `/accounts/${ACCOUNT}/campaigns/create`) {
  return renderWithProviders(<CampaignCreator accountId={ACCOUNT} />, {
    path,
    route: '/accounts/:accountId/campaigns/create',
    routes: [
      { path: '/accounts/:accountId/campaigns/:id', element: <h1>Overview page</h1> },
      { path: '/accounts/:accountId/campaigns/draft/:id', element: <h1>Draft page</h1> },
    ],
  });
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const click = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));

/** Step 1's channel and market (required to publish). */
async function pickChannel(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Shop and eobuwie' }));
  await user.click(screen.getByRole('checkbox', { name: 'Poland' }));
}

async function pickProduct(user: UserEvent, name: string) {
  const grid = await screen.findByRole('grid', { name: 'Products' });
  const row = (await within(grid).findByText(name)).closest('[role="row"]') as HTMLElement;
  await user.click(within(row).getByRole('checkbox'));
}

/** The review step's terms tick (docs/terms.md): the version in force is 2 in these tests. */
async function tickTerms(user: UserEvent) {
  await user.click(
    await screen.findByRole('checkbox', { name: 'I accept the Terms and Conditions (version 2) for this order' }, { timeout: 5000 }),
  );
}

describe('CampaignCreator (steps in the URL, one form)', { timeout: 30_000 }, () => {
  it('starts on settings and refuses to leave it with an empty name', async () => {
    const user = userEvent.setup();
    const { router } = renderCreator();
    expect(input('Campaign name')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Start date' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'End date' })).toBeTruthy();
    await click(user, 'Next');
    expect(await screen.findByText('Campaign name is required.')).toBeTruthy();
    expect(await screen.findByText('Choose the shop channel.')).toBeTruthy();
    expect(await screen.findByText('Choose at least one market.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('keeps the error lines of channel and markets in place, so a refused Next moves no control (WCAG 2.2 §3.2)', async () => {
    const user = userEvent.setup();
    renderCreator();
    const slots = () => [...document.querySelectorAll('[data-error-slot]')];
    const before = slots();
    expect(before.map((slot) => [slot.id, slot.textContent])).toEqual([
      ['creator-channel-error', ''],
      ['creator-markets-error', ''],
    ]);
    const hint = screen.getByText('Where the ads are shown: the channel and the markets of the shop.');
    await click(user, 'Next');
    await screen.findByText('Choose at least one market.');
    expect(slots()).toEqual(before); // the same elements, now with the errors
    expect(before.map((slot) => slot.textContent)).toEqual(['Choose the shop channel.', 'Choose at least one market.']);
    await user.click(screen.getByRole('radio', { name: 'Shop and eobuwie' }));
    await user.tab(); // on the way to the markets: the channel is validated on blur (mode onTouched)
    await waitFor(() => expect(before[0]?.textContent).toBe(''));
    // The hint does not take the error's place (a longer text widened the channel group and pushed the markets down).
    expect(screen.getByText('Where the ads are shown: the channel and the markets of the shop.')).toBe(hint);
    expect(slots()).toEqual(before);
    expect(screen.getByRole('checkbox', { name: 'Poland' }).closest('fieldset')?.contains(before[1]!)).toBe(true);
  });

  it('saves a draft at step 2 with the step, and moves to the draft URL', async () => {
    const user = userEvent.setup();
    const { router } = renderCreator();
    await user.type(input('Campaign name'), 'Summer');
    await pickChannel(user);
    await click(user, 'Next');
    await waitFor(() => expect(router.state.location.search).toBe('?step=products'));
    await pickProduct(user, 'Shoes');
    await click(user, 'Save as draft');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/campaigns/draft/${DRAFT}`));
    expect(router.state.location.search).toBe('?step=products');
    const [post] = calls.filter((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Summer', skus: ['B2'], step: 'products', maxCpc: null, endDate: null });
    expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([['SUCCESS', 'Draft "Summer" saved.']]);
  });

  it('saves the search keywords with the draft: bid in grosze, none = null, negative keywords too', async () => {
    const user = userEvent.setup();
    renderCreator();
    await user.type(input('Campaign name'), 'Summer');
    const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
    await user.type(field('Keyword'), 'sneakersy damskie');
    await user.type(field('Keyword bid (optional)'), '1,20');
    await click(user, 'Add keyword');
    await user.type(field('Keyword'), 'buty{Enter}'); // Enter adds, it does not submit the creator
    await user.type(field('Negative keyword'), 'podróbka');
    await click(user, 'Add negative keyword');
    expect(within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem')).toHaveLength(2);
    await click(user, 'Save as draft');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      keywords: [
        { text: 'sneakersy damskie', matchType: 'EXACT', bid: 120 },
        { text: 'buty', matchType: 'EXACT', bid: null },
      ],
      negativeKeywords: [{ text: 'podróbka', matchType: 'PHRASE' }],
    });
  });

  it("shows the server's keyword error under the keyword list", async () => {
    createResponse = () =>
      json(
        {
          type: 'ValidationException',
          title: 'Bad Request',
          status: 400,
          detail: 'At most 1 keywords per campaign (2 sent).',
          field: 'KEYWORDS',
        },
        400,
      );
    const user = userEvent.setup();
    renderCreator();
    await user.type(input('Campaign name'), 'Summer');
    await user.type(screen.getByLabelText('Keyword', { selector: 'input' }), 'buty{Enter}');
    await click(user, 'Save as draft');
    expect((await screen.findByRole('alert')).textContent).toBe('At most 1 keywords per campaign (2 sent).');
  });

  it('walks every step, creates the draft in grosze, publishes it with If-Match and opens the overview', async () => {
    const user = userEvent.setup();
    const { router } = renderCreator();
    await user.type(input('Campaign name'), 'Summer');
    await pickChannel(user);
    await click(user, 'Next');
    await pickProduct(user, 'Shoes');
    await click(user, 'Next');
    await waitFor(() => expect(router.state.location.search).toBe('?step=budget'));
    await user.type(await screen.findByLabelText('Daily budget', { selector: 'input' }, { timeout: 5000 }), '25,50');
    await user.type(input('Max CPC'), '1,2');
    await click(user, 'Next');
    await waitFor(() => expect(router.state.location.search).toBe('?step=review'));
    expect(await screen.findByText(/^25,50\szł$/, {}, { timeout: 5000 })).toBeTruthy();
    await tickTerms(user);
    await click(user, 'Publish campaign');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/campaigns/${DRAFT}`));
    const [draft, publish] = calls.filter((c) => c.method === 'POST');
    expect(draft?.path).toBe('/api/campaign-drafts');
    expect(draft?.body).toMatchObject({
      name: 'Summer',
      channel: 'ALL',
      markets: ['PL'],
      skus: ['B2'],
      dailyBudget: 2550,
      totalBudget: null,
      maxCpc: 120,
      endDate: null,
    });
    expect(draft?.headers.get('account-id')).toBe(ACCOUNT);
    expect(publish?.path).toBe(`/api/campaigns/${DRAFT}`);
    expect(publish?.headers.get('If-Match')).toBe('"3"');
    expect(publish?.body).toEqual({ termsVersion: 2 });
    expect(toastStore.getSnapshot().map((t) => t.variant)).toEqual(['SUCCESS']);
  });

  it("sends the advertiser to the step of the server's field error and shows it there and in a toast", async () => {
    publishResponse = () => json({ type: 'CampaignNameNotUniqueException', title: 't', status: 409 }, 409);
    const user = userEvent.setup();
    const { router } = renderCreator(`/accounts/${ACCOUNT}/campaigns/create?step=products`);
    await pickProduct(user, 'Shirt');
    await click(user, 'Next');
    await user.type(await screen.findByLabelText('Total budget', { selector: 'input' }, { timeout: 5000 }), '100');
    await user.type(input('Max CPC'), '2');
    await user.click(screen.getByRole('tab', { name: /Settings/ }));
    await user.type(input('Campaign name'), 'Taken');
    await pickChannel(user);
    await user.click(screen.getByRole('tab', { name: /Review/ }));
    await tickTerms(user);
    await click(user, 'Publish campaign');

    const message = 'Campaign name must be unique in the context of an account.';
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.search).toBe('?step=settings');
    expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([['ERROR', message]]);
  });

  it('publishes only with the terms tick: without it nothing is sent and the tick says why (docs/requirements.md §5)', async () => {
    const user = userEvent.setup();
    const { router } = renderCreator(`/accounts/${ACCOUNT}/campaigns/create?step=products`);
    await pickProduct(user, 'Shirt');
    await click(user, 'Next');
    await user.type(await screen.findByLabelText('Total budget', { selector: 'input' }, { timeout: 5000 }), '100');
    await user.type(input('Max CPC'), '2');
    await user.click(screen.getByRole('tab', { name: /Settings/ }));
    await user.type(input('Campaign name'), 'Ordered');
    await pickChannel(user);
    await user.click(screen.getByRole('tab', { name: /Review/ }));
    const tick = await screen.findByRole(
      'checkbox',
      { name: 'I accept the Terms and Conditions (version 2) for this order' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('link', { name: 'Read the Terms and Conditions' }).getAttribute('href')).toBe('/terms/2');
    await click(user, 'Publish campaign');
    expect(await screen.findByText('Accept the Terms and Conditions to publish the campaign.')).toBeTruthy();
    expect(tick.getAttribute('aria-describedby')).toBe('publish-terms-error');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(router.state.location.search).toBe('?step=review');

    await user.click(tick);
    expect(screen.queryByText('Accept the Terms and Conditions to publish the campaign.')).toBeNull();
    await click(user, 'Publish campaign');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/campaigns/${DRAFT}`));
    expect(calls.find((c) => c.path === `/api/campaigns/${DRAFT}`)?.body).toEqual({ termsVersion: 2 });
  });
});
