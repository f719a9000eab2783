import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders } from '@/testing/render';
import { setApiAccountId } from '@/lib/api/client';
import { loadLanguage } from '@/lib/i18n/i18n';
import { BulksheetsPanel } from './bulksheets-panel';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN = '22222222-2222-4222-8222-222222222222';
const change = (field: string, item: string | null, kind: string, before: unknown, after: unknown) => ({
  campaignId: CAMPAIGN,
  campaignName: 'Summer',
  field,
  item,
  kind,
  before,
  after,
});
const DRY = {
  format: 'csv',
  rows: 12,
  applied: false,
  changedCampaigns: 1,
  changes: [
    change('keyword', 'buty (EXACT)', 'changed', 200, 250),
    change('maxCpc', null, 'changed', 150, 175),
    change('keyword', 'klapki (PHRASE)', 'added', null, null),
  ],
  errors: [
    { row: 13, column: 'Bid (PLN)', code: 'AMOUNT_INVALID', params: {}, message: 'Bid (PLN) must be an amount in PLN such as 12.50.' },
    // A code this screen does not know yet (a newer server): its English message is shown.
    { row: 14, column: null, code: 'FUTURE_RULE', params: {}, message: 'A rule from the future.' },
  ],
};
const campaignRow = 'Campaign';
/** One error of each kind, as the server answers them (campaign-bulksheet.errors.ts). */
const ERRORS = [
  { row: 2, column: 'Row type', code: 'ROW_TYPE_UNKNOWN', params: { allowed: 'Campaign, SKU, Keyword, Negative keyword' } },
  { row: 3, column: 'Campaign ID', code: 'CAMPAIGN_ROW_DUPLICATE', params: { firstRow: 2 } },
  { row: 4, column: 'Campaign ID', code: 'CAMPAIGN_NOT_FOUND', params: { campaignId: CAMPAIGN } },
  { row: 5, column: 'Version', code: 'VERSION_STALE', params: { fileVersion: 3, currentVersion: 4 } },
  { row: 6, column: 'Max CPC (PLN)', code: 'MAX_CPC_RANGE', params: { min: 100, max: 10000 } },
  { row: 7, column: 'Status', code: 'VALUE_NOT_ALLOWED', params: { allowed: 'ACTIVE, PAUSED, ARCHIVED' } },
  { row: 8, column: 'SKU', code: 'SKU_NOT_IN_INVENTORY', params: { sku: 'X-9' } },
  { row: 9, column: 'Keyword', code: 'TEXT_REQUIRED', params: { rowType: 'Negative keyword' } },
  { row: 10, column: 'Keyword', code: 'KEYWORD_DUPLICATE', params: { firstRow: 9 } },
  { row: 11, column: 'Bid (PLN)', code: 'KEYWORD_BID_RANGE', params: { min: 100, max: 10000 } },
  { row: 12, column: 'Keyword', code: 'NEGATIVE_KEYWORDS_TOO_MANY', params: { count: 1001, max: 1000 } },
  { row: 13, column: 'Start date', code: 'DAY_INVALID', params: {} },
  { row: 14, column: null, code: 'CAMPAIGN_ARCHIVED', params: {} },
].map((e) => ({ ...e, message: 'English text for API clients.' }));

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  size: number;
}

function stubApi(answers: Record<string, unknown[]>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const call = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        size: (await request.clone().arrayBuffer()).byteLength,
      };
      calls.push(call);
      const queue = answers[call.url.pathname];
      if (queue?.length) return json(queue.shift());
      if (call.url.pathname === '/api/services-config') return json({});
      return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    }),
  );
  return calls;
}

describe('BulksheetsPanel', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await loadLanguage('en');
  });

  it('checks an uploaded file, shows the changes and the row errors, and applies only a file without errors', async () => {
    setApiAccountId(ACCOUNT);
    const user = userEvent.setup();
    const fixed = { ...DRY, changes: DRY.changes.slice(0, 2), errors: [] };
    const calls = stubApi({
      '/api/campaign-bulksheets/dry-run': [DRY, fixed],
      '/api/campaign-bulksheets/apply': [{ ...fixed, applied: true }],
    });
    renderWithProviders(<BulksheetsPanel accountId={ACCOUNT} />);
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    await user.upload(
      screen.getByLabelText('Bulksheet file (XLSX or CSV)'),
      new File(['Row type\n'], 'campaigns.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByRole('status')).textContent).toContain('12 rows read: 3 changes in 1 campaigns, 2 errors.');
    const errors = within(screen.getByRole('table', { name: 'Errors' })).getAllByRole('row');
    expect(errors.map((r) => r.textContent)).toEqual([
      'RowColumnMessage',
      '13Bid (PLN)“Bid (PLN)” must be an amount in PLN, such as 12.50.',
      '14—A rule from the future.',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Changes' }))
      .getAllByRole('row')
      .map((r) => r.textContent?.replace(/\s/gu, ' '));
    expect(rows[1]).toBe('SummerKeyword buty (EXACT)2,00 zł2,50 zł');
    expect(rows[2]).toBe('SummerMax CPC1,50 zł1,75 zł');
    expect(rows[3]).toBe('SummerKeyword klapki (PHRASE) (added)—campaign max CPC');
    expect(apply.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('12 rows read: 2 changes in 1 campaigns, 0 errors.'));
    expect(screen.queryByRole('table', { name: 'Errors' })).toBeNull();
    expect(apply.disabled).toBe(false);
    await user.click(apply);
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Applied: 2 changes in 1 campaigns.'));

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url.pathname)).toEqual([
      '/api/campaign-bulksheets/dry-run',
      '/api/campaign-bulksheets/dry-run',
      '/api/campaign-bulksheets/apply',
    ]);
    expect(posts[2]!.headers.get('account-id')).toBe(ACCOUNT);
    expect(posts[2]!.size).toBe(9);
  }, 30_000);

  it('shows a Polish dry run wholly in Polish: every error by its code, the file’s own headers and values as in the file', async () => {
    setApiAccountId(ACCOUNT);
    const user = userEvent.setup();
    stubApi({ '/api/campaign-bulksheets/dry-run': [{ ...DRY, changes: [], changedCampaigns: 0, errors: ERRORS }] });
    renderWithProviders(<BulksheetsPanel accountId={ACCOUNT} />);
    await act(() => loadLanguage('pl'));
    await user.upload(
      screen.getByLabelText('Plik arkusza (XLSX lub CSV)'),
      new File(['Row type\n'], 'campaigns.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sprawdź plik' }));
    expect((await screen.findByRole('status')).textContent).toContain('Odczytano wierszy: 12; zmiany: 0 w kampaniach: 0; błędy: 13.');
    const table = screen.getByRole('table', { name: 'Błędy' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.replace(/\s/gu, ' ')));
    expect(cells).toEqual([
      ['Wiersz', 'Kolumna', 'Komunikat'],
      ['2', 'Row type', 'Typ wiersza musi być jednym z: Campaign, SKU, Keyword, Negative keyword.'],
      ['3', 'Campaign ID', `Kampania ma już wiersz typu „${campaignRow}” (wiersz 2).`],
      ['4', 'Campaign ID', `Nie znaleziono kampanii ${CAMPAIGN}.`],
      ['5', 'Version', 'Kampania zmieniła się od pobrania pliku (w pliku wersja 3, teraz 4). Pobierz plik ponownie.'],
      ['6', 'Max CPC (PLN)', 'Maks. CPC musi mieścić się w przedziale od 1,00 zł do 100,00 zł.'],
      ['7', 'Status', 'W kolumnie „Status” wpisz jedną z wartości: ACTIVE, PAUSED, ARCHIVED.'],
      ['8', 'SKU', 'Nie ma w asortymencie tego konta: X-9.'],
      ['9', 'Keyword', 'Kolumna „Keyword” jest wymagana w wierszu typu „Negative keyword”.'],
      ['10', 'Keyword', 'Powtarza wiersz 9 z tym samym dopasowaniem.'],
      ['11', 'Bid (PLN)', 'Stawka musi wynosić od 1,00 zł do 100,00 zł.'],
      ['12', 'Keyword', 'Kampania może mieć najwyżej 1000 słów wykluczających.'],
      ['13', 'Start date', 'W kolumnie „Start date” wpisz datę w formacie RRRR-MM-DD, np. 2026-12-31.'],
      ['14', '—', 'Zarchiwizowanej kampanii nie można zmienić.'],
    ]);
    // Beyond the file's own words (its headers, row types, values), no English is left in the table.
    const fileWords =
      /Row type|Campaign ID|Campaign|Version|Max CPC \(PLN\)|Status|SKU|Negative keyword|Keyword|Bid \(PLN\)|Start date|ACTIVE|PAUSED|ARCHIVED/gu;
    const words = cells
      .flat()
      .join(' ')
      .replace(fileWords, ' ')
      .split(/[^\p{L}]+/u);
    const english = new Set(['the', 'must', 'be', 'is', 'row', 'not', 'found', 'of', 'a', 'an', 'in', 'on', 'english', 'text', 'message']);
    expect(words.filter((w) => english.has(w.toLowerCase()))).toEqual([]);
  }, 30_000);
});
