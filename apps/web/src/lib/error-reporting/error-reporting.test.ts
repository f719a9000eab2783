import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addBreadcrumb,
  installGlobalErrorReporting,
  reportError,
  resetErrorReporting,
  setReportingSdk,
  startErrorReporting,
  type ReportingSdk,
} from './error-reporting';
import { isLocalHost, releaseLabel, reportingConfig } from './reporting-config';

afterEach(() => {
  vi.restoreAllMocks();
  resetErrorReporting();
});

const config = { dsn: 'https://key@errors.example.com/1', release: 'r', environment: 'production', replay: true };
const fakeSdk = () => {
  const sdk = { capture: vi.fn(), breadcrumb: vi.fn() } satisfies ReportingSdk;
  return sdk;
};

describe('reporting configuration (docs/requirements.md §7.8, §7.10, §9.10)', () => {
  const env = { dsn: 'https://key@errors.example.com/1', mode: 'production', dev: false, hostname: 'ads.example.com' };

  it('is off without a DSN', () => {
    expect(reportingConfig({ ...env, dsn: undefined })).toBeUndefined();
    expect(reportingConfig({ ...env, dsn: '  ' })).toBeUndefined();
  });

  it('labels the release "ads front end version <web package version>"', () => {
    expect(reportingConfig(env)).toEqual({ dsn: env.dsn, release: 'ads front end version 1.38.0', environment: 'production', replay: true });
    expect(releaseLabel('2.0.1')).toBe('ads front end version 2.0.1');
  });

  it('never records sessions locally: dev server, localhost, 127.0.0.0/8, ::1, *.localhost', () => {
    expect(reportingConfig({ ...env, dev: true })?.replay).toBe(false);
    for (const hostname of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'portal.localhost', 'LOCALHOST']) {
      expect(isLocalHost(hostname), hostname).toBe(true);
      expect(reportingConfig({ ...env, hostname })?.replay, hostname).toBe(false);
    }
    expect(isLocalHost('localhost.example.com')).toBe(false);
  });
});

describe('startErrorReporting: the SDK loads only with a DSN, after the first paint', () => {
  it('without a DSN nothing is loaded and errors go to the console', () => {
    const load = vi.fn();
    const schedule = vi.fn((task: () => void) => task());
    expect(startErrorReporting({ config: undefined, load, schedule })).toBe(false);
    expect(schedule).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addBreadcrumb({ category: 'http', message: 'GET /api/brands', data: { status: 200 } });
    const { eventId } = reportError(new RangeError('out of range'), { where: 'test' });
    expect(eventId).toMatch(/^[0-9a-f]{32}$/);
    expect(log).toHaveBeenCalledWith(
      '[error-reporting]',
      'RangeError',
      'out of range',
      expect.objectContaining({ eventId, extra: { where: 'test' }, breadcrumbs: [expect.objectContaining({ message: 'GET /api/brands' })] }),
    );
  });

  it('with a DSN: loads once when scheduled; reports and breadcrumbs made meanwhile are sent with their event id', async () => {
    const sdk = fakeSdk();
    const initSentry = vi.fn(() => sdk);
    const load = vi.fn(async () => ({ initSentry }));
    let scheduled: (() => void) | undefined;
    expect(startErrorReporting({ config, load, schedule: (task) => (scheduled = task) })).toBe(true);
    expect(startErrorReporting({ config, load, schedule: (task) => task() })).toBe(false); // once per page
    expect(load).not.toHaveBeenCalled(); // not before the first paint
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addBreadcrumb({ category: 'navigation', message: '/accounts/a/campaigns/list' });
    const { eventId } = reportError(new Error('early'), { source: 'test' });
    expect(log).not.toHaveBeenCalled();
    scheduled?.();
    await vi.waitFor(() => expect(sdk.capture).toHaveBeenCalledWith(expect.objectContaining({ message: 'early' }), { source: 'test' }, eventId));
    expect(initSentry).toHaveBeenCalledWith(config);
    expect(sdk.breadcrumb).toHaveBeenCalledWith(expect.objectContaining({ category: 'navigation', message: '/accounts/a/campaigns/list' }));
    reportError('later');
    expect(sdk.capture).toHaveBeenCalledTimes(2);
  });

  it('a failed download of the SDK is logged, never thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startErrorReporting({ config, load: () => Promise.reject(new TypeError('offline')), schedule: (task) => task() });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(() => reportError(new Error('x'))).not.toThrow();
  });
});

describe('unhandled errors of the page (docs/requirements.md §8)', () => {
  it('are reported by the facade until the SDK, with its own global handlers, is there', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = installGlobalErrorReporting(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('unhandled'), message: 'unhandled' }));
    expect(log).toHaveBeenCalledWith('[error-reporting]', 'Error', 'unhandled', expect.anything());
    const sdk = fakeSdk();
    setReportingSdk(sdk);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('second'), message: 'second' }));
    remove();
    expect(sdk.capture).not.toHaveBeenCalled();
  });
});
