import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopApiKeys } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { DomainEvents } from '../context';
import { ensureShopApiKey, hashApiKey, ShopApiKeyVerifier } from './shop-keys';
import { ShopApiKeysRepository } from './shop-keys.repository';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('shop API keys', () => {
  it('stores a key as the SHA-256 of its UTF-8 text, in lower-case hex (FIPS 180-4 test vector, non-ASCII text)', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashApiKey('zażółć')).toBe(createHash('sha256').update(Buffer.from('zażółć', 'utf8')).digest('hex'));
  });

  it('generates one key when none is configured and none exists, and only then', async () => {
    const first = await ensureShopApiKey(db.db);
    expect(first.created).toBe(true);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ensureShopApiKey(db.db)).toEqual({ key: null, created: false });
    const rows = await db.db.select().from(shopApiKeys);
    expect(rows.map((r) => r.keyHash)).toEqual([hashApiKey(first.key!)]);
  });

  it('stores the hash of a configured key once', async () => {
    const key = 'configured-key-configured-key-1234';
    expect(await ensureShopApiKey(db.db, key)).toEqual({ key, created: true });
    expect(await ensureShopApiKey(db.db, key)).toEqual({ key, created: false });
    const verifier = new ShopApiKeyVerifier(new ShopApiKeysRepository(db.db));
    expect(await verifier.verify(key)).toEqual({ id: expect.any(String), channel: 'MAIN', market: 'PL' });
    expect(await verifier.verify('configured-key-configured-key-1235')).toBeNull();
    expect(await verifier.verify(undefined)).toBeNull();
  });

  it('keeps a key of another channel apart, stops a remembered key at its expiry and forgets keys on shopKeys.changed', async () => {
    const key = 'eobuwie-key-eobuwie-key-eobuwie-key';
    await ensureShopApiKey(db.db, key, { channel: 'EOBUWIE', market: 'PL' });
    let now = new Date('2026-03-10T10:00:00Z');
    const events = new DomainEvents();
    const verifier = new ShopApiKeyVerifier(new ShopApiKeysRepository(db.db), () => now, events);
    expect(await verifier.verify(key)).toMatchObject({ channel: 'EOBUWIE', market: 'PL' });
    // Rotated (the staff service emits shopKeys.changed): the key works until its expiry on the injected clock …
    await db.db
      .update(shopApiKeys)
      .set({ expiresAt: new Date('2026-03-11T10:00:00Z') })
      .where(eq(shopApiKeys.keyHash, hashApiKey(key)));
    events.emit('shopKeys.changed', []);
    expect(await verifier.verify(key)).not.toBeNull();
    now = new Date('2026-03-11T10:00:00Z');
    expect(await verifier.verify(key)).toBeNull();
    // … and a revocation is seen at once after the event (no TTL wait).
    await db.db
      .update(shopApiKeys)
      .set({ expiresAt: null })
      .where(eq(shopApiKeys.keyHash, hashApiKey(key)));
    expect(await verifier.verify(key)).not.toBeNull();
    await db.db
      .update(shopApiKeys)
      .set({ revokedAt: now })
      .where(eq(shopApiKeys.keyHash, hashApiKey(key)));
    expect(await verifier.verify(key)).not.toBeNull(); // remembered for the TTL without the event
    events.emit('shopKeys.changed', []);
    expect(await verifier.verify(key)).toBeNull();
  });
});
