import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignIssueError } from '@ads/domain';
import { startTestServer, type TestServer } from '../testing/server.testkit';
import { createAccount, createUser } from '../testing/fixtures.testkit';
import { problemPlugin } from './problem';

/**
 * Every problem the API answers carries `exception` and `properties` beside the RFC 9457 members and
 * `field` (docs/requirements.md §3.13, docs/conventions.md "Errors").
 */
describe('problem details: exception and properties', () => {
  let server: TestServer;
  let token: string;
  let own: string, other: string, foreign: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.ctx.db;
    const user = await createUser(db, { email: 'eve@brand.test', password: 'secret-pass-1' });
    own = await createAccount(db, { name: 'Own account', type: 'BRAND', brandCodes: ['nike'], memberIds: [user.id] });
    other = await createAccount(db, { name: 'Other account', type: 'BRAND', brandCodes: ['puma'], memberIds: [user.id] });
    foreign = await createAccount(db, { name: 'Foreign account', type: 'BRAND', brandCodes: ['puma'] });
    token = await server.login(user.email, user.password);
  });
  afterAll(() => server?.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; type: string | null; json: any }> => {
    const res = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'account-id': own, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, type: res.headers.get('content-type'), json: await res.json() };
  };

  it('400 from a route schema: exception RequestValidationException, properties.errors lists the broken rules', async () => {
    const res = await call('GET', '/products?size=many');
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/^application\/problem\+json/);
    expect(res.json).toMatchObject({
      type: 'ValidationException',
      title: 'Validation exception occurred',
      status: 400,
      instance: '/api/products?size=many',
      field: 'size',
      exception: 'RequestValidationException',
      properties: { errors: [expect.objectContaining({ in: 'querystring', path: '/size' })] },
    });
  });

  it('404 for an unknown route: exception NoRouteException with the method', async () => {
    const res = await call('GET', '/no-such-thing');
    expect(res.json).toEqual({
      type: 'ResourceNotFoundException',
      title: 'Resource not found',
      status: 404,
      detail: 'No route GET /api/no-such-thing',
      instance: '/api/no-such-thing',
      exception: 'NoRouteException',
      properties: { method: 'GET' },
    });
  });

  it('409 from a business rule: exception is the catalogue name, properties empty, field kept', async () => {
    const res = await call('PATCH', `/accounts/${own}`, { name: 'Other account' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      type: 'AccountNameTakenException',
      status: 409,
      exception: 'AccountNameTakenException',
      properties: {},
    });
    expect(Object.keys(res.json)).toEqual(expect.arrayContaining(['type', 'title', 'status', 'instance', 'exception', 'properties']));
    expect(other).not.toBe(own);
  });

  it('403 for a foreign account, from the access check and from the auth layer', async () => {
    const res = await call('GET', `/accounts/${foreign}`);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      type: 'AccessForbiddenException',
      status: 403,
      exception: 'AccessForbiddenException',
      properties: {},
    });
    const unauth = await fetch(`${server.baseUrl}/api/accounts/${own}`);
    expect(unauth.status).toBe(401);
    expect(await unauth.json()).toMatchObject({ type: 'UnauthorizedException', exception: 'UnauthorizedException', properties: {} });
  });
});

describe('problem details: what never leaves the server', () => {
  const app = Fastify({ logger: false });
  const previousEnv = process.env.NODE_ENV;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    await app.register(problemPlugin);
    app.get('/boom', async () => {
      const error = new Error('secret: password=hunter2 at /srv/app/db.ts');
      throw Object.assign(error, { cause: new Error('deeper secret') });
    });
    app.get('/db-down', async () => {
      // A real connection attempt to a port nothing listens on: node-postgres rejects with ECONNREFUSED.
      const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 });
      await client.connect();
    });
    app.get('/rule', async () => {
      throw campaignIssueError({ field: 'MAX_CPC', code: 'MAX_CPC_RANGE', params: { min: 100, max: 5000 } });
    });
    await app.ready();
  });
  afterAll(async () => {
    process.env.NODE_ENV = previousEnv;
    await app.close();
  });

  it('500 in production mode: no message, stack or cause, only the fixed problem', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      type: 'InternalServerError',
      title: 'Internal Server Error',
      status: 500,
      instance: '/boom',
      exception: 'InternalServerError',
      properties: {},
    });
    expect(res.body).not.toMatch(/secret|hunter2|\.ts|at \//);
  });

  it('503 with Retry-After when the database cannot be reached, and nothing of the error', async () => {
    const res = await app.inject({ method: 'GET', url: '/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ type: 'ServiceUnavailableException', status: 503, instance: '/db-down' });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it('a broken campaign rule carries its code and numbers (grosze) in properties', async () => {
    const res = await app.inject({ method: 'GET', url: '/rule' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'ValidationException',
      field: 'MAX_CPC',
      exception: 'ValidationException',
      properties: { code: 'MAX_CPC_RANGE', min: 100, max: 5000 },
    });
  });
});
