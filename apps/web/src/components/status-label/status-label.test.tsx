import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, loadLanguage } from '@/lib/i18n/i18n';
import { CAMPAIGN_STATUSES, StatusLabel, type CampaignStatus } from './status-label';

afterEach(cleanup);

function renderIn(language: 'en' | 'pl', status: CampaignStatus) {
  return render(
    <I18nextProvider i18n={initI18n(language)}>
      <StatusLabel status={status} />
    </I18nextProvider>,
  );
}

describe('StatusLabel', () => {
  it.each<[CampaignStatus, string]>([
    ['RUNNING', 'Running'],
    ['PAUSED', 'Paused'],
    ['OUT_OF_DAILY_BUDGET', 'Out of daily budget'],
    ['TOTAL_BUDGET_SPENT', 'Total budget spent'],
    ['DRAFT', 'Draft'],
  ])('names %s "%s"', (status, text) => {
    renderIn('en', status);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('has a text for every status in both languages', async () => {
    for (const language of ['en', 'pl'] as const) {
      await loadLanguage(language);
      for (const status of CAMPAIGN_STATUSES) {
        const { container, unmount } = renderIn(language, status);
        const text = container.textContent ?? '';
        expect(text).not.toBe('');
        expect(text).not.toContain('campaigns.states');
        unmount();
      }
    }
    await loadLanguage('en');
  });
});
