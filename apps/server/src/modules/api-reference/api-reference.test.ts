import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { docsCsp, inlineScriptHashes } from './api-reference.module';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ads-web-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  server = await startTestServer({ webDistDir: dist });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });

describe('the served API reference (docs/api-keys.md "API reference")', () => {
  it('serves the OpenAPI document at /api/openapi.json and /openapi.json, with the API-key scheme and curl examples', async () => {
    for (const path of ['/api/openapi.json', '/openapi.json']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
      const doc: any = await res.json();
      expect(doc).toEqual(JSON.parse(JSON.stringify(server.app.swagger())));
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.description).toContain('## Authenticate with an API key');
      expect(doc.info.description).toContain('curl -s "$ADS_URL/api/campaign-views/active-list?page=0&size=20&sort=name,ASC"');
      expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
      expect(doc.components.securitySchemes.apiKey.description).toContain('curl -H "X-Api-Key: $ADS_API_KEY"');
      expect(doc.paths['/api/campaign-views/active-list'].get.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
      expect(doc.paths['/api/billing/profile'].put.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
      expect(doc.paths['/api/marops/account-announcements'].get.security).toEqual([{ bearer: [] }]);
      expect(doc.paths['/api/openapi.json']).toBeUndefined();
    }
  });

  it('serves the interactive reference at /api/docs/ with the bundled Scalar script, under a CSP that allows only it', async () => {
    const redirect = await get('/api/docs');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/api/docs/');
    const page = await get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<script src="js/scalar.js"');
    expect(html).toContain('"url": "/api/openapi.json"');
    expect(html).toContain('Scalar.createApiReference');
    const csp = page.headers.get('content-security-policy') ?? '';
    const inline = /<script type="text\/javascript"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const bundle = await get('/api/docs/js/scalar.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    const js = await bundle.text();
    expect(js.length).toBeGreaterThan(1_000_000);
    expect(js).toContain('createApiReference');
    // The web app's pages carry no such policy.
    expect((await get('/campaigns')).headers.get('content-security-policy')).toBeNull();
  });

  it.each(['/api/no-such-thing', '/api/v1/campaigns', '/docs', '/api-docs', '/docs/index.html', '/swagger.json', '/openapi.yaml'])(
    '%s answers 404 problem details, never the web app',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await res.json()).toMatchObject({ type: 'ResourceNotFoundException', status: 404 });
    },
  );

  it('client routes still get the web app', async () => {
    const res = await get('/campaigns/new');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });
});

describe('docsCsp / inlineScriptHashes', () => {
  it('hashes inline scripts only', () => {
    const html = '<script src="a.js"></script><script type="text/javascript">go()</script>';
    const expected = `'sha256-${createHash('sha256').update('go()').digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
    expect(docsCsp([expected])).toContain(`script-src 'self' ${expected};`);
  });
});
