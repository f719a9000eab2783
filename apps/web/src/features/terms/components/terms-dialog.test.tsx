import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { toastStore } from '@/lib/toast/toast-store';
import { company } from '../company';
import { isScrolledToEnd, TermsDialog } from './terms-dialog';

vi.setConfig({ testTimeout: 20_000 });

const VERSION_2 = {
  version: 2,
  text: '# Regulamin\n\n## §1\n\nTreść.\n\n---\n\n# Terms\n\n## §1\n\nText.',
  publishedAt: '2026-12-01T09:00:00.000Z',
  takesEffectAt: '2026-12-08T23:00:00.000Z',
};

afterEach(() => {
  cleanup();
  toastStore.clear();
  vi.unstubAllGlobals();
});

/** A server answering the version's text; `accept` answers the acceptance call. */
function stubServer(accept: (body: unknown) => Response, calls: unknown[] = []) {
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url).pathname;
    if (req.method === 'GET' && url === '/api/terms/versions/2') return json(VERSION_2);
    const body: unknown = await req.json();
    calls.push({ url, method: req.method, body });
    return accept(body);
  });
}

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

describe('TermsDialog (docs/requirements.md §2, docs/terms.md)', () => {
  it('shows the version in force from the API and enables "Accept Terms and Conditions" once scrolled to the end', async () => {
    stubServer(() => json({}));
    renderWithProviders(<TermsDialog open version={2} onAccepted={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Ads Portal' });
    expect(dialog.textContent).toContain('Before you start, you are required to accept our Terms and Conditions.');
    const region = await screen.findByRole('region', { name: 'Terms and Conditions' });
    expect(region.querySelector('h1')?.textContent).toBe('Regulamin');
    const accept = screen.getByRole('button', { name: 'Accept Terms and Conditions' });
    expect(accept).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(`mailto:${company.email}`);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    scrollTerms(region, 31);
    expect(accept).toHaveProperty('disabled', true);
    scrollTerms(region, 30);
    expect(accept).toHaveProperty('disabled', false);
    scrollTerms(region, 2000); // the flag is set once
    expect(accept).toHaveProperty('disabled', false);
  });

  it('says the terms changed to a user who accepted an earlier version', async () => {
    stubServer(() => json({}));
    renderWithProviders(<TermsDialog open version={2} changed onAccepted={() => undefined} />);
    await screen.findByRole('region', { name: 'Terms and Conditions' });
    expect(screen.getByText('Our Terms and Conditions have changed: version 2 is in force since 09.12.2026. Read it and accept it to go on.')).toBeTruthy();
  });

  it('ignores Escape (persistent)', async () => {
    stubServer(() => json({}));
    renderWithProviders(<TermsDialog open version={2} onAccepted={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Welcome to Ads Portal' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Welcome to Ads Portal' })).toBeTruthy();
  });

  it('sends the version it showed and reports success', async () => {
    const calls: unknown[] = [];
    stubServer(() => json({ termsOfServiceAccepted: true, version: 2, acceptedAt: '2026-12-09T00:00:00Z' }), calls);
    const onAccepted = vi.fn();
    renderWithProviders(<TermsDialog open version={2} onAccepted={onAccepted} />);
    scrollTerms(await screen.findByRole('region', { name: 'Terms and Conditions' }), 0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept Terms and Conditions' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ url: '/api/account-views/user/accept-terms-of-service', method: 'POST', body: { version: 2 } }]);
  });

  it('stays open and shows the error when acceptance fails', async () => {
    stubServer(() => json({ type: 'ValidationException', title: 'Bad', status: 400 }, 400));
    const onAccepted = vi.fn();
    renderWithProviders(<TermsDialog open version={2} onAccepted={onAccepted} />);
    scrollTerms(await screen.findByRole('region', { name: 'Terms and Conditions' }), 0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept Terms and Conditions' }));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Validation exception occurred']));
    expect(onAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept Terms and Conditions' })).toHaveProperty('disabled', false);
  });
});
