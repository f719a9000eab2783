import { describe, expect, it, vi } from 'vitest';
import { createToastStore, DEFAULT_TIMEOUT_MS, hasPersistentError, MAX_TOASTS } from './toast-store';

describe('toast queue', () => {
  it('keeps at most five; a sixth drops the oldest', () => {
    const store = createToastStore();
    for (let i = 1; i <= 6; i += 1) store.show(`m${i}`);
    const messages = store.getSnapshot().map((t) => t.message);
    expect(MAX_TOASTS).toBe(5);
    expect(messages).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('defaults to INFO and 5000 ms', () => {
    const store = createToastStore();
    store.show('hello');
    expect(store.getSnapshot()[0]).toMatchObject({ variant: 'INFO', timeout: DEFAULT_TIMEOUT_MS });
    expect(DEFAULT_TIMEOUT_MS).toBe(5000);
  });

  it('keeps an explicit timeout, including 0 and negatives (sticky)', () => {
    const store = createToastStore();
    store.show('a', 'ERROR', { timeout: 0 });
    store.show('b', 'SUCCESS', { timeout: -1 });
    expect(store.getSnapshot().map((t) => t.timeout)).toEqual([0, -1]);
  });

  it('dismisses by id and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show('x');
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    store.dismiss('unknown');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('flags a persistent error only for a sticky ERROR without action', () => {
    const store = createToastStore();
    store.show('info sticky', 'INFO', { timeout: 0 });
    store.show('timed error', 'ERROR');
    store.show('error with action', 'ERROR', { timeout: 0, action: { label: 'Retry', onClick: () => undefined } });
    expect(hasPersistentError(store.getSnapshot())).toBe(false);
    const id = store.show('sticky error', 'ERROR', { timeout: 0 });
    expect(hasPersistentError(store.getSnapshot())).toBe(true);
    store.dismiss(id);
    expect(hasPersistentError(store.getSnapshot())).toBe(false);
  });
});

describe('sticky duplicates', () => {
  it('shows an identical sticky message once, but timed duplicates each time', () => {
    const store = createToastStore();
    const a = store.show('Access denied', 'ERROR', { timeout: 0 });
    const b = store.show('Access denied', 'ERROR', { timeout: 0 });
    expect(b).toBe(a);
    store.show('Saved', 'SUCCESS');
    store.show('Saved', 'SUCCESS');
    store.show('Access denied', 'INFO', { timeout: 0 });
    expect(store.getSnapshot().map((t) => `${t.variant}:${t.message}`)).toEqual([
      'ERROR:Access denied',
      'SUCCESS:Saved',
      'SUCCESS:Saved',
      'INFO:Access denied',
    ]);
  });
});

describe('persistent-error flag (docs/requirements.md §4)', () => {
  it('is set by an ERROR with timeout ≤ 0 and no action, and cleared when the last one goes', () => {
    const store = createToastStore();
    const a = store.show('a', 'ERROR', { timeout: 0 });
    const b = store.show('b', 'ERROR', { timeout: -1 });
    store.show('c', 'INFO', { timeout: 0 });
    expect(hasPersistentError(store.getSnapshot())).toBe(true);
    store.dismiss(a);
    expect(hasPersistentError(store.getSnapshot())).toBe(true);
    store.dismiss(b);
    expect(hasPersistentError(store.getSnapshot())).toBe(false);
  });
});
