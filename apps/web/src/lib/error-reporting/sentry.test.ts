/// <reference types="node" />
// The test runs a local HTTP server (Node) as the error service; the page code itself never uses Node.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/react';
import type { ErrorEvent } from '@sentry/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { beforeSend, initSentry } from './sentry';
import { releaseLabel } from './reporting-config';

const problem = (status: number) =>
  new ApiError({ type: status === 403 ? 'ResourceForbiddenException' : 'ResourceNotFoundException', title: 't', status, exception: 'x', properties: {} }, 'response');
const event = (extra: Record<string, unknown> = {}): ErrorEvent => ({ type: undefined, extra });

describe('beforeSend (docs/requirements.md §6.4: a 403 is never reported)', () => {
  it('drops a 403 ApiError, by the error or by the problem in the extras', () => {
    expect(beforeSend(event(), { originalException: problem(403) })).toBeNull();
    expect(beforeSend(event({ problem: { status: 403 } }), { originalException: new Error('x') })).toBeNull();
  });

  it('keeps everything else', () => {
    const e = event();
    expect(beforeSend(e, { originalException: problem(404) })).toBe(e);
    expect(beforeSend(e, { originalException: new Error('boom') })).toBe(e);
    expect(beforeSend(e, {})).toBe(e);
  });
});

/**
 * The real SDK against a local HTTP server standing in for the error service (a Sentry-compatible DSN
 * host): what arrives is the envelope Sentry's own transport sends.
 */
describe('initSentry: the SDK sends envelopes to the DSN host', () => {
  let server: Server;
  const envelopes: { path: string; body: string }[] = [];
  const loadReplay = vi.fn(async () => ({ replay: () => Sentry.replayIntegration() }));
  let sdk: ReturnType<typeof initSentry>;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        envelopes.push({ path: req.url ?? '', body });
        res.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    sdk = initSentry(
      { dsn: `http://publickey@127.0.0.1:${port}/42`, release: releaseLabel(), environment: 'test', replay: false },
      { loadReplay },
    );
  });
  afterAll(async () => {
    await Sentry.close(2000);
    await new Promise((resolve) => server.close(resolve));
  });

  /** The error events received, parsed from the envelopes (newline-delimited JSON: header, item header, item). */
  const errorEvents = () =>
    envelopes
      .map((e) => e.body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>))
      .filter((lines) => lines[1]?.type === 'event')
      .map((lines) => lines[2] as { event_id: string; release: string; exception: { values: { type: string; value: string }[] }; breadcrumbs?: { message?: string }[]; extra?: Record<string, unknown> });

  it('an error arrives at /api/<project>/envelope/ with the release label, its event id, extras and breadcrumbs', async () => {
    sdk.breadcrumb({ timestamp: new Date().toISOString(), category: 'http', message: 'GET /api/brands', data: { status: 200 } });
    sdk.capture(new RangeError('out of range'), { source: 'test' }, 'a'.repeat(32));
    await Sentry.flush(2000);
    const [received] = errorEvents();
    expect(envelopes.some((e) => e.path.startsWith('/api/42/envelope/'))).toBe(true);
    expect(received).toMatchObject({
      event_id: 'a'.repeat(32),
      release: 'ads front end version 1.38.0',
      exception: { values: [{ type: 'RangeError', value: 'out of range' }] },
      extra: { source: 'test' },
    });
    expect(received?.breadcrumbs?.map((b) => b.message)).toContain('GET /api/brands');
  });

  it('a 403 never leaves the page', async () => {
    const before = errorEvents().length;
    sdk.capture(problem(403), { problem: problem(403).problem }, 'b'.repeat(32));
    sdk.capture(problem(404), {}, 'c'.repeat(32));
    await Sentry.flush(2000);
    expect(errorEvents().slice(before).map((e) => e.event_id)).toEqual(['c'.repeat(32)]);
  });

  it('session recording is not loaded when the configuration says local', () => {
    expect(loadReplay).not.toHaveBeenCalled();
  });
});

describe('initSentry: session recording', () => {
  it('is loaded (lazily, through its own chunk) when not local', async () => {
    const replay = vi.fn(() => ({ name: 'FakeReplay', setupOnce: () => undefined }));
    const loadReplay = vi.fn(async () => ({ replay }));
    initSentry({ dsn: 'http://k@127.0.0.1:9/1', release: 'r', environment: 'test', replay: true }, { loadReplay });
    await vi.waitFor(() => expect(replay).toHaveBeenCalled());
    await Sentry.close(100);
  });
});
