import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PaceToday } from './pace-today';

afterEach(cleanup);

describe('PaceToday', () => {
  it("shows today's spend against the budget and the pace by now, with a pace marker", async () => {
    renderWithProviders(<PaceToday spentToday={840} dailyBudget={2000} paceToday={910} />);
    const section = await screen.findByRole('region', { name: 'Today against the pace' });
    expect(section.textContent).toMatch(/^Today 8,40\s?zł of 20,00\s?zł · pace 9,10\s?zł by now/);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByTestId('pace-marker').style.left).toBe('calc(45.5% - 1px)');
  });

  it('says an accelerated campaign is not paced', async () => {
    renderWithProviders(<PaceToday spentToday={2000} dailyBudget={2000} paceToday={null} />);
    expect((await screen.findByRole('region', { name: 'Today against the pace' })).textContent).toMatch(/accelerated delivery, not paced/);
    expect(screen.queryByTestId('pace-marker')).toBeNull();
  });

  it('names a paced campaign with its spend and when it bids again (Warsaw time)', async () => {
    renderWithProviders(<PaceToday spentToday={1240} dailyBudget={2000} paceToday={900} pacedUntil="2026-11-26T13:20:00Z" />);
    expect((await screen.findByTestId('paced-reason')).textContent).toMatch(/^Paced — 12,40\s?zł of 20,00\s?zł spent by now, next ads from about 14:20$/);
  });
});
