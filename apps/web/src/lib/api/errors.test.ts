import { DEFAULT_ERROR_MESSAGE } from '@ads/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  errorFromResponse,
  errorFromThrown,
  notificationFor,
  problemMessage,
  REQUEST_ERROR,
  UNKNOWN_RESPONSE_ERROR,
} from './errors';
import { api, setApiAccountId, setTokenProvider, unwrap } from './client';
import { createQueryClient } from './query-client';
import { toastStore } from '../toast/toast-store';
import { loadLanguage } from '../i18n/i18n';

const response = (status: number, statusText = '') => ({ status, statusText });

describe('problemMessage (docs/requirements.md §8)', () => {
  it('chooses the catalogue message by type, ignoring title and detail', () => {
    expect(problemMessage({ type: 'CampaignNameNotUniqueException', detail: 'name "x" exists' })).toBe(
      'Campaign name must be unique in the context of an account.',
    );
    expect(problemMessage({ type: 'AccessForbiddenException' })).toBe('No access to the advertising account.');
  });

  it('appends the field-specific detail when the field matches', () => {
    expect(problemMessage({ type: 'CampaignValidationException', field: 'END_DATE' })).toBe(
      'Campaign validation error: The end date should be later than the start date.',
    );
    expect(problemMessage({ type: 'InventoryFilterValidationException', field: 'BRANDS' })).toBe(
      'Validation error: Choose from 1 to 100 brands.',
    );
    expect(problemMessage({ type: 'CampaignValidationException', field: 'NAME' })).toBe('Campaign validation error');
  });

  it('falls back to detail, then to the default message', () => {
    expect(problemMessage({ type: 'SomethingNewException', detail: 'Server says no.' })).toBe('Server says no.');
    expect(problemMessage({ type: 'SomethingNewException' })).toBe(DEFAULT_ERROR_MESSAGE);
    expect(problemMessage({ type: 'SomethingNewException', detail: '' })).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('problemMessage in Polish (docs/conventions.md "The web app")', () => {
  afterEach(() => loadLanguage('en'));

  it('translates the catalogue message and the field detail; a detail of an unknown type stays as sent', async () => {
    await loadLanguage('pl');
    expect(problemMessage({ type: 'AccessForbiddenException' })).toBe('Brak dostępu do konta reklamowego.');
    expect(problemMessage({ type: 'CampaignValidationException', field: 'END_DATE' })).toBe(
      'Błąd walidacji kampanii: Data zakończenia powinna być późniejsza niż data rozpoczęcia.',
    );
    expect(problemMessage({ type: 'SomethingNewException', detail: 'Server says no.' })).toBe('Server says no.');
    expect(problemMessage({ type: 'SomethingNewException' })).toBe('Coś poszło nie tak, spróbuj ponownie później.');
    await loadLanguage('en');
    expect(problemMessage({ type: 'AccessForbiddenException' })).toBe('No access to the advertising account.');
    expect(problemMessage({ type: 'SomethingNewException' })).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('errorFromResponse', () => {
  it('keeps a problem body and its field', () => {
    const e = errorFromResponse(response(409), { type: 'CampaignNameNotUniqueException', title: 't', status: 409, field: 'name' });
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(409);
    expect(e.field).toBe('name');
    expect(e.message).toBe('Campaign name must be unique in the context of an account.');
  });

  it('keeps exception and properties (docs/requirements.md §3.13), with fallbacks when a body lacks them', () => {
    const e = errorFromResponse(response(400), {
      type: 'ValidationException',
      title: 't',
      status: 400,
      field: 'MAX_CPC',
      exception: 'ValidationException',
      properties: { code: 'MAX_CPC_RANGE', min: 100, max: 5000 },
    });
    expect(e.exception).toBe('ValidationException');
    expect(e.properties).toEqual({ code: 'MAX_CPC_RANGE', min: 100, max: 5000 });
    const bare = errorFromResponse(response(404), { type: 'ResourceNotFoundException', title: 't', status: 404, properties: [1] });
    expect(bare.exception).toBe('ResourceNotFoundException');
    expect(bare.properties).toEqual({});
    expect(errorFromResponse(response(502), undefined).problem).toMatchObject({ exception: REQUEST_ERROR, properties: {} });
    const thrown = errorFromThrown(new TypeError('Failed to fetch'));
    expect(thrown.problem).toEqual({ type: 'TypeError', title: 'Failed to fetch', status: 0, exception: 'TypeError', properties: {} });
  });

  it("types a body without type as 'Unknown response error' and no body as 'Request error'", () => {
    expect(errorFromResponse(response(500), { message: 'boom' }).type).toBe(UNKNOWN_RESPONSE_ERROR);
    expect(errorFromResponse(response(502, 'Bad Gateway'), undefined).type).toBe(REQUEST_ERROR);
    expect(errorFromResponse(response(502), '').message).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('notificationFor', () => {
  it('shows nothing for aborted requests and failed fetches', () => {
    expect(notificationFor(errorFromThrown(new DOMException('aborted', 'AbortError')))).toBeNull();
    expect(notificationFor(errorFromThrown(new TypeError('Failed to fetch')))).toBeNull();
  });

  it('shows the default message for other failures', () => {
    expect(notificationFor(errorFromThrown(new Error('weird')))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(notificationFor('not an error')).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('client and error handling together', () => {
  afterEach(() => {
    toastStore.clear();
    setApiAccountId(null);
  });

  it('sends bearer, accept and account-id, and maps a problem to an ApiError', async () => {
    let seen: Request | undefined;
    setTokenProvider(async () => 'tkn');
    setApiAccountId('acc-1');
    const fetch = async (req: Request) => {
      seen = req;
      return new Response(JSON.stringify({ type: 'ResourceNotFoundException', title: 'x', status: 404 }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      });
    };
    const call = api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch });
    await expect(unwrap(call)).rejects.toMatchObject({ status: 404, message: 'Resource not found' });
    expect(seen?.headers.get('Authorization')).toBe('Bearer tkn');
    expect(seen?.headers.get('Accept')).toBe('application/json');
    expect(seen?.headers.get('account-id')).toBe('acc-1');
  });

  it('toasts a failed query once as ERROR, and stays silent when asked', async () => {
    const client = createQueryClient();
    const fail = () => Promise.reject(errorFromResponse(response(403), { type: 'AccessForbiddenException', title: '', status: 403 }));
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['b'], queryFn: fail, meta: { silentErrors: true } }).catch(() => undefined);
    expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([['ERROR', 'No access to the advertising account.']]);
  });
});
