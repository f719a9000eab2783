import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpansionPanels, type ExpansionPanel } from './expansion-panels';

afterEach(cleanup);

const PANELS: ExpansionPanel[] = [
  { id: 'a', title: 'Ranking', content: 'By max CPC times CTR' },
  { id: 'b', title: 'Billing', content: 'Monthly' },
];

const header = (name: string) => screen.getByRole('button', { name });

describe('ExpansionPanels', () => {
  it('opens one panel at a time by default', async () => {
    render(<ExpansionPanels panels={PANELS} defaultExpanded={['a']} />);
    expect(header('Ranking').getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(header('Billing'));
    expect(header('Billing').getAttribute('aria-expanded')).toBe('true');
    expect(header('Ranking').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps several open when multiple', async () => {
    render(<ExpansionPanels panels={PANELS} multiple defaultExpanded={['a']} />);
    await userEvent.click(header('Billing'));
    expect(header('Ranking').getAttribute('aria-expanded')).toBe('true');
    expect(header('Billing').getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(header('Ranking'));
    expect(header('Ranking').getAttribute('aria-expanded')).toBe('false');
  });
});
