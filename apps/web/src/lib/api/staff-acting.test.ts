import { afterEach, describe, expect, it } from 'vitest';
import { api, setApiAccountId, unwrap } from './client';
import { getStaffActing, setStaffActing, staffModeFor } from './staff-acting';

const ok = () => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  setStaffActing(null);
  setApiAccountId(null);
});

describe('acting as staff', () => {
  it('keeps the mode in session storage for one account', () => {
    expect(getStaffActing()).toBeNull();
    setStaffActing({ accountId: 'acc-1', mode: 'read' });
    expect(JSON.parse(sessionStorage.getItem('ads.actingAsStaff')!)).toEqual({ accountId: 'acc-1', mode: 'read' });
    expect(staffModeFor('acc-1')).toBe('read');
    expect(staffModeFor('acc-2')).toBeNull();
    setStaffActing(null);
    expect(staffModeFor('acc-1')).toBeNull();
  });

  it('sends acting-as-staff on every call for that account only', async () => {
    const seen: Request[] = [];
    const fetch = async (req: Request) => {
      seen.push(req);
      return ok();
    };
    setStaffActing({ accountId: 'acc-1', mode: 'edit' });
    setApiAccountId('acc-1');
    await unwrap(api.GET('/api/accounts/{id}', { params: { path: { id: 'acc-1' } }, fetch }));
    setApiAccountId('acc-2');
    await unwrap(api.GET('/api/accounts/{id}', { params: { path: { id: 'acc-2' } }, fetch }));
    expect(seen.map((r) => [r.headers.get('account-id'), r.headers.get('acting-as-staff')])).toEqual([
      ['acc-1', 'edit'],
      ['acc-2', null],
    ]);
  });
});
