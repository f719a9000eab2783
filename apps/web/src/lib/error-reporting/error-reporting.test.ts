import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBreadcrumb, configureErrorReporting, installGlobalErrorReporting, reportError } from './error-reporting';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureErrorReporting({ endpoint: undefined });
});

describe('error reporting facade (docs/requirements.md §7, §8)', () => {
  it('posts an envelope with the breadcrumbs to the configured endpoint', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    configureErrorReporting({ endpoint: 'https://errors.test/e', release: 'ads-web@9.9.9' });
    addBreadcrumb({ category: 'http', message: 'GET /api/brands', data: { status: 200 } });
    reportError(new RangeError('out of range'), { where: 'test' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://errors.test/e');
    expect(init.method).toBe('POST');
    const envelope = JSON.parse(String(init.body));
    expect(envelope).toMatchObject({
      level: 'error',
      release: 'ads-web@9.9.9',
      exception: { type: 'RangeError', value: 'out of range' },
      extra: { where: 'test' },
      breadcrumbs: [{ category: 'http', message: 'GET /api/brands' }],
    });
    // breadcrumbs belong to one event
    reportError('second');
    expect(JSON.parse(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body)).breadcrumbs).toEqual([]);
  });

  it('logs to the console only when no endpoint is configured', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(new Error('x'));
    expect(fetch).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('never throws when delivery fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureErrorReporting({ endpoint: 'https://errors.test/e' });
    expect(() => reportError(new Error('x'))).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('reports unhandled errors of the page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = installGlobalErrorReporting(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('unhandled'), message: 'unhandled' }));
    remove();
    expect(log).toHaveBeenCalledWith('[error-reporting]', 'Error', 'unhandled', expect.anything());
  });
});
