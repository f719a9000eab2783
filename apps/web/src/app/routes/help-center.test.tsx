import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { HelpCenterRoute } from './help-center';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Help Center', () => {
  it('shows the release label (docs/requirements.md §9.10)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ content: [], page: 0, size: 200, totalElements: 0, totalPages: 0 })));
    renderWithProviders(<HelpCenterRoute />, { path: '/help-center' });
    expect(await screen.findByText('ads front end version 1.38.0')).toBeTruthy();
  });
});
