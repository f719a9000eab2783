import { act, cleanup, render, screen } from '@testing-library/react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, loadLanguage } from '@/lib/i18n/i18n';
import { PolishDates } from './polish-dates';

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
  localStorage.clear();
});

describe('PolishDates (docs/conventions.md "Texts, languages and formats")', () => {
  it('shows DD.MM.YYYY in both languages; the pickers\' own texts follow the language', async () => {
    render(
      <I18nextProvider i18n={initI18n('en')}>
        <PolishDates>
          <DatePicker label="Start" value={new Date(2026, 10, 26)} />
        </PolishDates>
      </I18nextProvider>,
    );
    const shown = () => screen.getByRole('group', { name: 'Start' }).textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
    expect(shown()).toContain('26.11.2026');
    expect(screen.getByRole('button', { name: /Choose date/ })).toBeTruthy();

    await act(() => loadLanguage('pl'));
    expect(shown()).toContain('26.11.2026');
    expect(screen.getByRole('button', { name: /Wybierz datę/ })).toBeTruthy();
  });
});
