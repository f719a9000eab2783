import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { company } from '../company';
import { isScrolledToEnd, TermsDialog } from './terms-dialog';

// The whole bilingual text renders in each test: slower than most component tests under jsdom.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  toastStore.clear();
  vi.unstubAllGlobals();
});

/** jsdom has no layout: give the terms region a scroll geometry and scroll it. */
function scrollTerms(region: HTMLElement, fromBottom: number) {
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 5000 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(region, 'scrollTop', { configurable: true, writable: true, value: 5000 - 400 - fromBottom });
  fireEvent.scroll(region);
}

describe('isScrolledToEnd (docs/requirements.md §9: 30 px)', () => {
  it('is true within 30 px of the bottom', () => {
    expect(isScrolledToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 570 })).toBe(true);
    expect(isScrolledToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 569 })).toBe(false);
  });
});

describe('TermsDialog (docs/requirements.md §2)', () => {
  it('enables "Accept Terms and Conditions" once scrolled to the end, and keeps it enabled', async () => {
    renderWithProviders(<TermsDialog open onAccepted={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Ads Portal' });
    expect(dialog.textContent).toContain('Before you start, you are required to accept our Terms and Conditions.');
    const accept = screen.getByRole('button', { name: 'Accept Terms and Conditions' });
    expect(accept).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(`mailto:${company.email}`);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    const region = screen.getByRole('region', { name: 'Terms and Conditions' });
    scrollTerms(region, 31);
    expect(accept).toHaveProperty('disabled', true);
    scrollTerms(region, 30);
    expect(accept).toHaveProperty('disabled', false);
    scrollTerms(region, 2000); // the flag is set once
    expect(accept).toHaveProperty('disabled', false);
  });

  it('ignores Escape (persistent)', async () => {
    renderWithProviders(<TermsDialog open onAccepted={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Welcome to Ads Portal' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Welcome to Ads Portal' })).toBeTruthy();
  });

  it('sends the accepted version and reports success', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (req: Request) => {
      bodies.push({ url: new URL(req.url).pathname, method: req.method, body: await req.json() });
      return json({ termsOfServiceAccepted: true, version: '2023-08-01', acceptedAt: '2026-01-01T00:00:00Z' });
    });
    const onAccepted = vi.fn();
    renderWithProviders(<TermsDialog open onAccepted={onAccepted} />);
    scrollTerms(await screen.findByRole('region', { name: 'Terms and Conditions' }), 0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept Terms and Conditions' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ url: '/api/account-views/user/accept-terms-of-service', method: 'POST', body: { version: '2023-08-01' } }]);
  });

  it('stays open and shows the error when acceptance fails', async () => {
    vi.stubGlobal('fetch', async () => json({ type: 'ValidationException', title: 'Bad', status: 400 }, 400));
    const onAccepted = vi.fn();
    renderWithProviders(<TermsDialog open onAccepted={onAccepted} />);
    scrollTerms(await screen.findByRole('region', { name: 'Terms and Conditions' }), 0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept Terms and Conditions' }));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Validation exception occurred']));
    expect(onAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept Terms and Conditions' })).toHaveProperty('disabled', false);
  });
});
