import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { UpcomingTermsNotice } from './upcoming-terms-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mine = (upcoming: unknown) => ({ versionInForce: 1, upcoming, acceptedVersion: 1, accepted: true, acceptances: [] });

describe('UpcomingTermsNotice (docs/terms.md)', () => {
  it('says when new terms take effect (Warsaw day) and links to read them', async () => {
    vi.stubGlobal('fetch', async () => json(mine({ version: 2, takesEffectAt: '2026-12-08T23:00:00.000Z' })));
    renderWithProviders(<UpcomingTermsNotice enabled />);
    const notice = await screen.findByRole('status', { name: 'New Terms and Conditions' });
    expect(notice.textContent).toContain('New Terms and Conditions take effect on 09.12.2026.');
    expect(screen.getByRole('link', { name: 'Read them' }).getAttribute('href')).toBe('/terms/2');
  });

  it('shows nothing without upcoming terms, and asks nothing when disabled (staff)', async () => {
    const fetch = vi.fn(async () => json(mine(null)));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<UpcomingTermsNotice enabled={false} />);
    await new Promise((r) => setTimeout(r, 100));
    expect(fetch).not.toHaveBeenCalled();
    cleanup();
    renderWithProviders(<UpcomingTermsNotice enabled />);
    await new Promise((r) => setTimeout(r, 200));
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
