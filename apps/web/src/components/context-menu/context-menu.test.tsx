import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContextMenu } from './context-menu';

afterEach(cleanup);

describe('ContextMenu', () => {
  it('opens from its named button, runs the chosen action and closes', async () => {
    const pause = vi.fn();
    const archive = vi.fn();
    render(
      <ContextMenu
        label="Actions for Summer sale"
        items={[
          { id: 'pause', label: 'Pause', onSelect: pause },
          { id: 'copy', label: 'Duplicate', disabled: true, onSelect: vi.fn() },
          { id: 'archive', label: 'Archive', danger: true, onSelect: archive },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Summer sale' }));
    expect(screen.getByRole('menu', { name: 'Actions for Summer sale' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Duplicate' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(archive).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
