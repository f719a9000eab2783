import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { toastStore } from '../toast/toast-store';
import { api, setApiAccountId, settle, unwrap } from './client';
import { getStaffActing, setStaffActing, staffModeFor } from './staff-acting';

const ok = () => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  setStaffActing(null);
  setApiAccountId(null);
  toastStore.clear();
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

  it('shows a change refused in read-only mode as "switch to edit mode", not as "no access"', async () => {
    initI18n('en');
    // What apps/server access.ts requireAccount answers to a staff write sent with acting-as-staff: read.
    const fetch = async () =>
      new Response(JSON.stringify({ type: 'AccessForbiddenException', title: 'Forbidden', status: 403 }), {
        status: 403,
        headers: { 'content-type': 'application/problem+json' },
      });
    const rename = () => settle(api.PATCH('/api/accounts/{id}', { params: { path: { id: 'acc-1' } }, body: { name: 'X' }, fetch }));
    setApiAccountId('acc-1');
    setStaffActing({ accountId: 'acc-1', mode: 'read' });
    const refused = await rename();
    expect(refused.error?.isStaffReadOnlyRefusal).toBe(true);
    setStaffActing(null);
    const plain = await rename();
    expect(plain.error?.isStaffReadOnlyRefusal).toBe(false);
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([
      'You are acting as staff in read-only mode — switch to edit mode to save changes.',
      'No access to the advertising account.',
    ]);
  });
});
