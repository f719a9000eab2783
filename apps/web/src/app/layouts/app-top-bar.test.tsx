import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { AppTopBar } from './app-top-bar';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT = {
  id: 'acc-1',
  name: 'Nike PL',
  type: 'BRAND',
  inventory: { brandCodes: ['nike'], storeId: null, productCount: 1 },
  version: 1,
  status: 'ACTIVE',
  statusReason: null,
};

/** Answers the account with `role`; the promise resolves once the account was answered. */
function server(role: string) {
  let answered: () => void = () => {};
  const accountAnswered = new Promise<void>((resolve) => (answered = resolve));
  vi.stubGlobal('fetch', async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/accounts/acc-1') setTimeout(answered, 50);
    if (path === '/api/accounts/acc-1') return json({ ...ACCOUNT, role });
    if (path === '/api/account-views/user/info') return json({ name: 'Cem', email: 'cem@example.com', roles: [], termsAccepted: true });
    if (path === '/api/notifications') return json({ content: [], page: 0, size: 20, totalElements: 0, totalPages: 0, unread: 0 });
    return json({ content: [{ ...ACCOUNT, role }], page: 0, size: 200, totalElements: 1, totalPages: 1 });
  });
  return accountAnswered;
}

describe('AppTopBar: the billing link follows the role (docs/access-roles.md)', () => {
  it('a campaign manager does not see the billing link; settings stay', async () => {
    const answered = server('CAMPAIGN_MANAGER');
    renderWithProviders(<AppTopBar accountId="acc-1" />);
    expect(await screen.findByRole('link', { name: 'Account settings' })).toBeTruthy();
    await answered;
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Billing' })).toBeNull());
  });

  it.each(['ADMIN', 'BILLING', 'READ_ONLY'])('%s sees the billing link', async (role) => {
    const answered = server(role);
    renderWithProviders(<AppTopBar accountId="acc-1" />);
    await answered;
    expect(await screen.findByRole('link', { name: 'Billing' })).toBeTruthy();
  });
});
