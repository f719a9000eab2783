import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ads/db';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createUser } from '../../testing/fixtures.testkit';
import { goodJpeg, goodPng, hostileBodies, hostileFiles, type HostileBody, type HostileFile } from '../../testing/media.testkit';

// docs/staff-content.md "Uploads", through the real route POST /api/marops/content/media.
let server: TestServer;
let dataDir: string;
let staffToken: string;
let advertiserToken: string;
const MAX_BYTES = 600 * 1024;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ads-media-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir, MEDIA_MAX_FILE_BYTES: String(MAX_BYTES), MEDIA_MAX_FILES_PER_REQUEST: '3' } });
  await createUser(server.ctx.db, { email: 'staff@retailer.test', password: 'secret-pass-1', roles: ['marops'] });
  await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
  staffToken = await server.login('staff@retailer.test', 'secret-pass-1');
  advertiserToken = await server.login('ann@brand.test', 'secret-pass-1');
});
afterAll(() => server?.close());

async function upload(files: Array<{ name: string; data: Buffer; type?: string }>, token = staffToken) {
  const form = new FormData();
  // The declared Content-Type lies on purpose: only the content decides.
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name);
  const res = await fetch(`${server.baseUrl}/api/marops/content/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
  return { status: res.status, json: (await res.json()) as any };
}

const stored = async () => (await queryRows<{ n: number }>(server.ctx.db, sql`select count(*)::int as n from media_files`))[0]!.n;
const files = async () => readdir(join(dataDir, 'media')).catch(() => [] as string[]);

describe('hostile uploads are refused with a clear error and nothing is stored', async () => {
  const hostile = await hostileFiles();
  it('has at least 20 hostile files', () => expect(hostile.length).toBeGreaterThanOrEqual(20));

  it.each(hostile.filter((f) => f.data.length <= MAX_BYTES).map((f) => [f.case, f] as [string, HostileFile]))('%s', async (_, file) => {
    const res = await upload([file]);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ type: 'ValidationException', field: 'FILE' });
    expect(res.json.detail).toContain(file.name);
    expect(res.json.detail).toMatch(file.says);
    expect(await stored()).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('refuses a file over MEDIA_MAX_FILE_BYTES with 413', async () => {
    const big = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const res = await upload([{ name: 'noise.png', data: big }]);
    expect(res.status).toBe(413);
    expect(res.json.detail).toBe(`noise.png: the file is larger than ${MAX_BYTES} bytes.`);
    expect(await stored()).toBe(0);
  });

  it('refuses more files than MEDIA_MAX_FILES_PER_REQUEST with 413', async () => {
    const png = await goodPng();
    const res = await upload([1, 2, 3, 4].map((i) => ({ name: `${i}.png`, data: png })));
    expect(res.status).toBe(413);
    expect(res.json.detail).toBe('At most 3 files can be uploaded at once.');
    expect(await stored()).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('stores nothing of a request with one good and one hostile file', async () => {
    const res = await upload([{ name: 'good.png', data: await goodPng() }, hostile[0]!]);
    expect(res.status).toBe(400);
    expect(await stored()).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('refuses advertisers (403) and non-multipart bodies (406)', async () => {
    expect((await upload([{ name: 'a.png', data: await goodPng() }], advertiserToken)).status).toBe(403);
    const res = await fetch(`${server.baseUrl}/api/marops/content/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(406);
  });
});

describe('hostile multipart bodies answer a 4xx problem, never a 5xx', async () => {
  const bodies = hostileBodies(await goodPng());
  it.each(bodies.map((b) => [b.case, b] as [string, HostileBody]))('%s', async (_, b) => {
    const res = await fetch(`${server.baseUrl}/api/marops/content/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': b.contentType },
      body: new Uint8Array(b.body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
    const json = (await res.json()) as any;
    if (b.accepted) {
      expect(res.status).toBe(201);
      for (const file of json.files) {
        const del = await fetch(`${server.baseUrl}/api/marops/content/media/${file.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${staffToken}` },
        });
        expect(del.status).toBe(204);
      }
    } else {
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect({ status: res.status, type: json.type }).toEqual({ status: expect.any(Number), type: 'ValidationException' });
      expect([400, 406, 413]).toContain(res.status);
    }
    expect(await stored()).toBe(0);
    expect(await files()).toEqual([]);
  });
});

describe('good uploads', () => {
  it('decides the type by content, re-encodes without metadata and serves with nosniff and a restrictive CSP', async () => {
    const withGps = await sharp(await goodJpeg())
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Jan Kowalski' } })
      .jpeg()
      .toBuffer();
    const res = await upload([{ name: 'campaign.png', data: withGps, type: 'text/html' }]);
    expect(res.status).toBe(201);
    const [file] = res.json.files;
    expect(file).toMatchObject({ name: 'campaign.png', mime: 'image/jpeg', width: 64, height: 32 });
    expect(file.url).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);
    const served = await fetch(`${server.baseUrl}${file.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Jan Kowalski'))).toBe(false);
    expect(await files()).toHaveLength(1);
  });

  it('answers 404 for unknown media paths', async () => {
    for (const path of ['/media/00000000-0000-4000-8000-000000000000.png', '/media/..%2F..%2Fetc%2Fpasswd', '/media/x.svg']) {
      expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);
    }
  });
});
