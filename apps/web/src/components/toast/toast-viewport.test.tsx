import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { createToastStore } from '@/lib/toast/toast-store';
import { ToastViewport } from './toast-viewport';

initI18n('en');
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastViewport (docs/requirements.md §2, §9)', () => {
  it('shows each variant with its own icon and colour, plain text or title and subtitle', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show('Saved', 'SUCCESS');
      store.show('Failed', 'ERROR');
      store.show({ title: 'Heads up', subtitle: 'Billing moves to the 1st.' }, 'INFO');
    });
    const error = screen.getByRole('alert');
    expect(error.className).toContain('MuiAlert-colorError');
    expect(error.querySelector('svg')).not.toBeNull();
    const [success, info] = screen.getAllByRole('status');
    expect(success?.className).toContain('MuiAlert-colorSuccess');
    expect(info?.className).toContain('MuiAlert-colorInfo');
    expect(within(info as HTMLElement).getByText('Heads up')).toBeTruthy();
    expect(within(info as HTMLElement).getByText('Billing moves to the 1st.')).toBeTruthy();
  });

  it('has a close control, or the action button instead', async () => {
    const store = createToastStore();
    const onClick = vi.fn();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show('Closable', 'INFO', { timeout: 0 });
      store.show('New version available', 'INFO', { timeout: 0, action: { label: 'Refresh now', onClick } });
    });
    const [closable, withAction] = screen.getAllByRole('status');
    await userEvent.click(within(withAction as HTMLElement).getByRole('button', { name: 'Refresh now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(within(closable as HTMLElement).queryByRole('button', { name: 'Refresh now' })).toBeNull();
    await userEvent.click(within(closable as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('hides a message after 5000 ms by default; timeout ≤ 0 stays; at most five', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show('sticky', 'ERROR', { timeout: 0 });
      store.show('brief');
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('brief')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('brief')).toBeNull();
    expect(screen.getByText('sticky')).toBeTruthy();
    act(() => {
      for (let i = 1; i <= 5; i += 1) store.show(`m${i}`, 'INFO', { timeout: 0 });
    });
    expect(screen.getAllByRole('status')).toHaveLength(5);
    expect(screen.queryByText('sticky')).toBeNull();
  });
});
