import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

afterEach(cleanup);

describe('Tooltip (popup loaded on first show)', () => {
  it('names its child at once, shows the title on hover and hides it on leaving and on Escape', async () => {
    render(
      <Tooltip title="Account settings">
        <button type="button">⚙</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Account settings' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Account settings');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(button);
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // The child is the same element throughout (never re-mounted by the loading popup).
    expect(screen.getByRole('button', { name: 'Account settings' })).toBe(button);
  });

  it('with describeChild: the title describes the child (title attribute closed, aria-describedby open)', async () => {
    render(
      <Tooltip title="Spends money now" describeChild>
        <span tabIndex={0}>Running</span>
      </Tooltip>,
    );
    const chip = screen.getByText('Running');
    expect(chip.getAttribute('title')).toBe('Spends money now');
    await userEvent.hover(chip);
    const tip = await screen.findByRole('tooltip');
    expect(chip.getAttribute('aria-describedby')).toBe(tip.id);
    expect(chip.getAttribute('title')).toBeNull();
  });
});
