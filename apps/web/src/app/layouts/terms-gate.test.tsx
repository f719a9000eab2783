import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { TermsGate } from './terms-gate';

vi.setConfig({ testTimeout: 20_000 });

const user = (roles: string[], termsOfServiceAccepted: boolean) => ({
  id: 'u',
  name: 'U',
  email: 'u@x',
  roles,
  termsOfServiceAccepted,
  termsVersionInForce: 1,
  termsAcceptedVersion: termsOfServiceAccepted ? 1 : null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function settle() {
  await new Promise((r) => setTimeout(r, 100));
}

describe('TermsGate (docs/requirements.md §2: shown only to non-marops users who have not accepted)', () => {
  it('shows the terms to an advertiser who has not accepted them', async () => {
    vi.stubGlobal('fetch', async () => json(user([], false)));
    renderWithProviders(<TermsGate />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Ads Portal' })).toBeTruthy();
  });

  it('does not show them once accepted', async () => {
    vi.stubGlobal('fetch', async () => json(user([], true)));
    renderWithProviders(<TermsGate />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows them to marops', async () => {
    vi.stubGlobal('fetch', async () => json(user(['marops'], false)));
    renderWithProviders(<TermsGate />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing while the user is unknown (failed load)', async () => {
    vi.stubGlobal('fetch', async () => json({ type: 'Request error' }, 500));
    renderWithProviders(<TermsGate />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
