import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { json, renderWithProviders } from '@/testing/render';
import { setApiAccountId } from '@/lib/api/client';
import { setStaffActing } from '@/lib/api/staff-acting';
import { StaffReadOnlyScope } from '@/components/staff-read-only/staff-edit-guard';
import { toastStore } from '@/lib/toast/toast-store';
import { CampaignKeywordsCard } from './campaign-keywords-card';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const ID = '33333333-3333-4333-8333-333333333333';
const KW = '44444444-4444-4444-8444-444444444444';

const lists = {
  keywords: [{ id: KW, text: 'Sneakersy damskie', normalized: 'sneakersy damskie', matchType: 'EXACT', bid: 150 }],
  negativeKeywords: [{ id: null, text: 'podróbka', normalized: 'podrobka', matchType: 'PHRASE' }],
};

let patches: { headers: Headers; body: unknown }[];
let patchResponse: (body: unknown) => Response;

beforeEach(() => {
  patches = [];
  setApiAccountId(ACCOUNT);
  patchResponse = (body) => json({ ...lists, ...(body as object) }, 200, { ETag: '"8"' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === `/api/campaigns/${ID}/keywords` && request.method === 'GET') return json(lists, 200, { ETag: '"7"' });
      if (url.pathname === `/api/campaigns/${ID}/keywords` && request.method === 'PATCH') {
        const body: unknown = await request.clone().json();
        patches.push({ headers: request.headers, body });
        return patchResponse(body);
      }
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.clear();
  setStaffActing(null);
  setApiAccountId(null);
});

const renderCard = (suggestions?: { text: string; source: 'catalogue' | 'searches'; count: number }[]) =>
  renderWithProviders(
    <StaffReadOnlyScope accountId={ACCOUNT}>
      <CampaignKeywordsCard accountId={ACCOUNT} id={ID} suggestions={suggestions} />
    </StaffReadOnlyScope>,
  );
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const keywordList = () => screen.getByRole('list', { name: 'Keywords' });

describe('CampaignKeywordsCard', { timeout: 30_000 }, () => {
  it("edits a saved keyword's bid in place with the aside under it; Use puts a bid into that field and Save sends it", async () => {
    const user = userEvent.setup();
    const seen: Array<{ keywordId: string; bid: number | null }> = [];
    renderWithProviders(
      <CampaignKeywordsCard
        accountId={ACCOUNT}
        id={ID}
        bidAside={({ keywordId, text, bid, setBid }) => {
          seen.push({ keywordId, bid });
          return (
            <button type="button" onClick={() => setBid(310)}>
              Use 3.10 for {text}
            </button>
          );
        }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Bid and simulator: “Sneakersy damskie”' }));
    const bid = field('Bid for “Sneakersy damskie”') as HTMLInputElement;
    expect(seen.at(-1)).toEqual({ keywordId: KW, bid: 150 });
    await user.click(screen.getByRole('button', { name: 'Use 3.10 for Sneakersy damskie' }));
    expect(bid.value).toMatch(/^3[,.]10$/);
    await user.clear(bid);
    await user.type(bid, 'abc');
    expect(screen.getByText('Enter an amount such as 1,50.')).toBeTruthy();
    expect(seen.at(-1)).toEqual({ keywordId: KW, bid: null });
    await user.clear(bid);
    await user.type(bid, '1,80');
    await user.click(screen.getByRole('button', { name: 'Save keywords' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toMatchObject({ keywords: [{ text: 'Sneakersy damskie', matchType: 'EXACT', bid: 180 }] });
  });

  it('adds and removes keywords and saves both lists with If-Match (bid in grosze)', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('Sneakersy damskie')).toBeTruthy();
    await user.type(field('Keyword'), 'kozaki');
    await user.click(screen.getByLabelText('Match type'));
    await user.click(await screen.findByRole('option', { name: 'Broad' }));
    await user.type(field('Keyword bid (optional)'), '2,50');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(within(keywordList()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove keyword Sneakersy damskie (Exact)' }));
    await user.click(screen.getByRole('button', { name: 'Remove negative keyword podróbka (Phrase)' }));
    expect(screen.getByText('No negative keywords yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save keywords' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.headers.get('If-Match')).toBe('"7"');
    expect(patches[0]?.body).toEqual({ keywords: [{ text: 'kozaki', matchType: 'BROAD', bid: 250 }], negativeKeywords: [] });
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Keywords saved.']));
  });

  it('refuses a keyword breaking a domain rule with its message at the field, and adds nothing', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('Sneakersy damskie');
    await user.type(field('Keyword'), 'SNEAKERSY dámskie{Enter}'); // same normalised text and match type
    expect(await screen.findByText('This keyword is already on the list with the same match type.')).toBeTruthy();
    expect(field('Keyword').getAttribute('aria-invalid')).toBe('true');
    await user.clear(field('Keyword'));
    await user.type(field('Keyword'), 'buty');
    await user.type(field('Keyword bid (optional)'), '0,50');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(await screen.findByText(/^The bid must be between 1,00.zł and 100,00.zł\.$/)).toBeTruthy();
    expect(field('Keyword bid (optional)').getAttribute('aria-invalid')).toBe('true');
    await user.clear(field('Negative keyword'));
    await user.type(field('Negative keyword'), '!!!');
    await user.click(screen.getByRole('button', { name: 'Add negative keyword' }));
    expect(await screen.findByText('A keyword needs a letter or a digit.')).toBeTruthy();
    expect(within(keywordList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's field error under its list, and the 412 message in the toast", async () => {
    const user = userEvent.setup();
    patchResponse = () =>
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
    renderCard();
    await screen.findByText('Sneakersy damskie');
    await user.type(field('Keyword'), 'kozaki{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save keywords' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'At most 1 keywords per campaign (2 sent).');
    patchResponse = () => json({ type: 'ResourceOptimisticLockException', title: 'Precondition Failed', status: 412 }, 412);
    await user.click(screen.getByRole('button', { name: 'Save keywords' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toContain(
        'The resource has been modified. Please refresh the page and try again.',
      ),
    );
  });

  it('offers suggestions not yet on the list, each added with its own button, with its products and searches seen', async () => {
    const user = userEvent.setup();
    renderCard([
      { text: 'sneakersy damskie', source: 'catalogue', count: 4 },
      { text: 'buty zimowe', source: 'catalogue', count: 3 },
      { text: 'kozaki', source: 'searches', count: 125 },
      { text: 'buty zimowe', source: 'searches', count: 15 },
    ]);
    await screen.findByText('Sneakersy damskie');
    expect(screen.getByText('searches: 125')).toBeTruthy();
    expect(screen.getByText('products: 3 · searches: 15')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add buty zimowe' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add sneakersy damskie' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add buty zimowe' }));
    expect(within(keywordList()).getByText('buty zimowe')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add buty zimowe' })).toBeNull();
  });

  it('as staff in read-only mode, disables every edit control', async () => {
    setStaffActing({ accountId: ACCOUNT, mode: 'read' });
    renderCard([{ text: 'buty zimowe', source: 'catalogue', count: 3 }]);
    await screen.findByText('Sneakersy damskie');
    const controls = [
      field('Keyword'),
      field('Keyword bid (optional)'),
      field('Negative keyword'),
      screen.getByRole('button', { name: 'Add keyword' }),
      screen.getByRole('button', { name: 'Add negative keyword' }),
      screen.getByRole('button', { name: 'Add buty zimowe' }),
      screen.getByRole('button', { name: 'Remove keyword Sneakersy damskie (Exact)' }),
      screen.getByRole('button', { name: 'Save keywords' }),
    ];
    expect(controls.map((c) => (c as HTMLInputElement).disabled)).toEqual(Array(controls.length).fill(true));
    act(() => setStaffActing({ accountId: ACCOUNT, mode: 'edit' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save keywords' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('labels every control, and has no serious or critical axe-core violation', async () => {
    const { container } = renderCard([{ text: 'buty zimowe', source: 'catalogue', count: 3 }]);
    await screen.findByText('Sneakersy damskie');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
