import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzzTarget, type FuzzTarget } from '../testing/fuzz/fuzz-target.testkit';

/**
 * The inputs (docs/conventions.md "Errors") that answered 500, and the refusals Fastify and Node's HTTP parser send
 * themselves: each is a 4xx RFC 9457 problem with a catalogue type (docs/conventions.md "Errors").
 */
describe('edge input', () => {
  let t: FuzzTarget;
  let account: string;
  let draft: string;
  beforeAll(async () => {
    t = await startFuzzTarget();
    [account, , draft] = t.known.uuids as [string, string, string];
  });
  afterAll(() => t?.close());

  const call = async (method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${t.server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${t.token}`,
        'account-id': account,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    return {
      status: res.status,
      contentType: res.headers.get('content-type'),
      json: (await res.json()) as { type?: string; field?: string },
    };
  };

  const DASHES = '-'.repeat(36);
  const NOT_V4 = '6f1c2b9e-3d4a-1c5b-8e7f-9a0b1c2d3e4f';

  it('answers 404 for a path id that is not a UUID v4, 403 for such an account id', async () => {
    for (const id of [DASHES, NOT_V4, `urn:uuid:${draft}`]) {
      expect(await call('GET', `/api/campaign-drafts/${encodeURIComponent(id)}`)).toMatchObject({
        status: 404,
        json: { type: 'ResourceNotFoundException' },
      });
      expect(await call('GET', `/api/accounts/${encodeURIComponent(id)}`)).toMatchObject({
        status: 403,
        json: { type: 'AccessForbiddenException' },
      });
      expect(await call('PATCH', `/api/accounts/${encodeURIComponent(id)}`, { body: '{"name":"x"}' })).toMatchObject({ status: 403 });
    }
  });

  it('answers 403 AccessForbiddenException for an account-id header that is not a UUID v4', async () => {
    for (const path of [
      '/api/campaign-views/draft-list',
      `/api/campaign-drafts/${draft}`,
      '/api/products',
      '/api/statistics?campaignIdIn=x&limit=0',
    ]) {
      expect(await call('GET', path, { headers: { 'account-id': DASHES } })).toMatchObject({
        status: 403,
        json: { type: 'AccessForbiddenException' },
      });
    }
  });

  it('refuses NUL and lone surrogates in stored or searched text with a ValidationException', async () => {
    expect(await call('POST', '/api/campaign-drafts', { body: '{"name":"a\\u0000b"}' })).toMatchObject({
      status: 400,
      json: { type: 'ValidationException', field: 'name' },
    });
    expect(await call('POST', '/api/campaign-drafts', { body: '{"skus":["\\ud800"]}' })).toMatchObject({
      status: 400,
      json: { type: 'ValidationException' },
    });
    expect(await call('PATCH', `/api/accounts/${account}`, { body: '{"name":"\\u0000"}' })).toMatchObject({
      status: 400,
      json: { field: 'NAME' },
    });
    expect(await call('GET', '/api/campaign-views/draft-list?search=%00')).toMatchObject({ status: 400, json: { field: 'search' } });
    expect(await call('POST', '/api/campaign-drafts', { body: '{"name":"Lato 😀"}' })).toMatchObject({ status: 201 });
  });

  it('refuses pages past the limit and If-Match versions out of range', async () => {
    expect(await call('GET', '/api/campaign-views/draft-list?page=1e21')).toMatchObject({
      status: 400,
      json: { type: 'ValidationException', field: 'page' },
    });
    for (const q of ['page=Infinity', 'size=Infinity', 'page=-Infinity', 'page=1.5', 'page=NaN']) {
      const res = await call('GET', `/api/campaign-views/active-list?${q}`);
      expect({ q, ...res }).toMatchObject({ q, status: 400, json: { type: 'ValidationException' } });
    }
    for (const tag of ['"2147483648"', '"99999999999999999999"', '"1e3"', '"1', '"1", "2"']) {
      expect(await call('PATCH', `/api/campaign-drafts/${draft}`, { body: '{}', headers: { 'if-match': tag } })).toMatchObject({
        status: 412,
        json: { type: 'ResourceOptimisticLockException' },
      });
    }
  });

  it('answers problems for bad JSON, unknown routes, 413, 414, 415 and bad URLs', async () => {
    expect(await call('POST', '/api/campaign-drafts', { body: '{' })).toMatchObject({
      status: 400,
      contentType: 'application/problem+json; charset=utf-8',
    });
    expect(await call('GET', '/api/nope')).toMatchObject({ status: 404, json: { type: 'ResourceNotFoundException' } });
    expect(await call('POST', '/api/campaign-drafts', { body: JSON.stringify({ name: 'x'.repeat(2 ** 20) }) })).toMatchObject({
      status: 413,
      json: { type: 'ValidationException' },
    });
    expect(await call('GET', `/api/campaign-drafts/${'a'.repeat(200)}`)).toMatchObject({
      status: 414,
      json: { type: 'ValidationException' },
    });
    expect(await call('POST', '/api/campaign-drafts', { body: '{}', headers: { 'content-type': 'application/xml' } })).toMatchObject({
      status: 415,
      json: { type: 'ValidationException' },
    });
    expect(await call('GET', '/api/campaign-drafts/%ED%A0%80')).toMatchObject({ status: 400, json: { type: 'ValidationException' } });
  });

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(t.server.baseUrl).port), '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d.toString('latin1')));
      socket.on('error', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.on('connect', () => socket.write(request));
      setTimeout(() => reject(new Error(`no close: ${text}`)), 10_000);
    });

  it('answers the HTTP parser refusals (431, 400) as problems with Connection: close', async () => {
    const big = await raw(`GET /api/brands HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    const bad = await raw('GET /api/brands HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    for (const answer of [big, bad]) {
      expect(answer).toMatch(/\r\nContent-Type: application\/problem\+json\r\n/i);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ type: 'ValidationException' });
    }
  });
});
