import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_VERSION, RELEASE_LABEL, VERSION_POLL_MS, watchVersion } from './version-check';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setHidden(false);
});

describe('watchVersion (docs/requirements.md §4, §7, §9)', () => {
  it('labels the release "ads front end version 1.38.0" (docs/requirements.md §9.10), from the web package version', () => {
    expect(CLIENT_VERSION).toBe('1.38.0');
    expect(RELEASE_LABEL).toBe('ads front end version 1.38.0');
  });

  it('uses the package version injected at build time and polls every 10 000 ms', () => {
    expect(CLIENT_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(VERSION_POLL_MS).toBe(10_000);
  });

  it('notifies once when the remote version differs', async () => {
    const fetchVersion = vi.fn(async () => '1.0.0');
    const onNewVersion = vi.fn();
    const stop = watchVersion({ current: '1.0.0', fetchVersion, onNewVersion });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 2);
    expect(fetchVersion).toHaveBeenCalledTimes(3); // at start, then every 10 s
    expect(onNewVersion).not.toHaveBeenCalled();
    fetchVersion.mockResolvedValue('1.1.0');
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith('1.1.0');
    expect(fetchVersion).toHaveBeenCalledTimes(4); // stopped after the notice
    stop();
  });

  it('pauses while the tab is hidden and checks at once when it is visible again', async () => {
    const fetchVersion = vi.fn(async () => '1.0.0');
    const stop = watchVersion({ current: '1.0.0', fetchVersion, onNewVersion: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 5);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    stop();
  });

  it('skips failed checks silently', async () => {
    const onNewVersion = vi.fn();
    const stop = watchVersion({ current: '1.0.0', fetchVersion: async () => null, onNewVersion });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 2);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });
});
