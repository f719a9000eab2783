import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { getApiAccountId, setApiAccountId } from '@/lib/api/client';
import { setStaffActing } from '@/lib/api/staff-acting';
import { initI18n } from '@/lib/i18n/i18n';
import { toastStore } from '@/lib/toast/toast-store';
import { json } from '@/testing/render';
import { accountLoader } from './account';

initI18n('en');

const FOREIGN = '22222222-2222-4222-8222-222222222222';
const user = (roles: string[]) => ({ id: 'u', name: 'U', email: 'u@x', roles, termsOfServiceAccepted: true });

function api(roles: string[]) {
  vi.stubGlobal('fetch', async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/account-views/user/accounts-list') return json({ content: [], page: 0, size: 50, totalElements: 0, totalPages: 0 });
    if (path === '/api/account-views/user/info') return json(user(roles));
    return json({}, 404);
  });
}

const load = (queryClient = createQueryClient()) =>
  accountLoader(queryClient)({
    params: { accountId: FOREIGN },
    request: new Request(`http://x/accounts/${FOREIGN}`),
    context: {},
  } as never);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  setStaffActing(null);
  setApiAccountId(null);
});

describe('account guard and acting as staff (docs/requirements.md §2)', () => {
  it('refuses staff on a foreign account unless they act as staff on it', async () => {
    api(['marops']);
    const denied = (await load()) as Response;
    expect(denied.headers.get('Location')).toBe('/');
    expect(toastStore.getSnapshot()).toMatchObject([{ message: 'Access denied - account selection required', timeout: 0 }]);
    setStaffActing({ accountId: FOREIGN, mode: 'read' });
    expect(await load()).toBeNull();
    expect(getApiAccountId()).toBe(FOREIGN);
  });

  it('refuses a non-staff user even with a stored acting mode', async () => {
    api([]);
    setStaffActing({ accountId: FOREIGN, mode: 'edit' });
    expect(((await load()) as Response).headers.get('Location')).toBe('/');
  });
});
