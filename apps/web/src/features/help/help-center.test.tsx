import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { HelpCenter } from './help-center';

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
  localStorage.clear();
});

const contact = { email: 'help@ads.test', phone: '+48 22 000 00 00' };

describe('HelpCenter (docs/requirements.md §2 "/help-center")', () => {
  it('shows the articles in the UI language, the limits in Polish money format in both', async () => {
    renderWithProviders(<HelpCenter contact={contact} />);
    expect(screen.getByRole('heading', { name: 'Budgets' })).toBeTruthy();
    expect(screen.getByText(/minimum daily budget is 20,00\szł/)).toBeTruthy();
    expect(screen.getByText(/write to help@ads\.test or call \+48 22 000 00 00/)).toBeTruthy();

    await act(() => loadLanguage('pl'));
    expect(screen.getByRole('heading', { name: 'Budżety' })).toBeTruthy();
    expect(screen.getByText(/Minimalny budżet dzienny to 20,00\szł/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Spis treści' })).toBeTruthy();
  });
});
