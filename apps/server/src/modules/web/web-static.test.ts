import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { HASHED_ASSET_CACHE } from './web.plugin';

// A built web app as `vite build` leaves it: hashed files under assets/ with .br and .gz beside them.
const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';
const ENTRY = `console.log(${JSON.stringify('ads '.repeat(500))});`;

let server: TestServer;
let dist: string;

function writeWithCompressed(path: string, body: string): void {
  writeFileSync(path, body);
  writeFileSync(`${path}.gz`, gzipSync(body));
  writeFileSync(`${path}.br`, brotliCompressSync(body));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ads-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCompressed(join(dist, 'index.html'), INDEX);
  writeWithCompressed(join(dist, 'assets', 'index-AbC123.js'), ENTRY);
  writeFileSync(join(dist, 'silent-check-sso.html'), '<html><body></body></html>');
  server = await startTestServer({ webDistDir: dist });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  fetch(`${server.baseUrl}${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('static web app: precompressed files and caching', () => {
  it('sends the brotli file of a hashed asset to browsers that accept br, cached for a year and immutable', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(HASHED_ASSET_CACHE);
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    // undici decodes br itself; the decoded body is the original file.
    expect(await response.text()).toBe(ENTRY);
  });

  it('sends the gzip file when br is not accepted, and the plain file when nothing is', async () => {
    // fetch() decodes on its own; node:http shows the bytes the server actually sent.
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(`${server.baseUrl}/assets/index-AbC123.js`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(ENTRY);
    expect(gzip.body.length).toBeLessThan(ENTRY.length / 4);
    const br = await raw('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(ENTRY);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ENTRY);
    expect(plain.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(String(plain.headers['vary']).toLowerCase()).toContain('accept-encoding');
  });

  it('revalidates index.html on every use, compressed too, for / and for client routes', async () => {
    for (const path of ['/', '/accounts/3f0c8a52-8a4e-4d0e-9c1b-2d7f4a6b9e10/campaigns/list']) {
      const response = await get(path, 'br');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(await response.text()).toBe(INDEX);
    }
    const silent = await get('/silent-check-sso.html', 'br');
    expect(silent.headers.get('cache-control')).toBe('no-cache');
    expect(silent.headers.get('content-encoding')).toBeNull();
  });

  it('still answers unknown API paths with problem details, not the app', async () => {
    const response = await get('/api/no-such-thing', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });
});
