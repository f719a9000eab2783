import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, shopApiKeys, type TestDatabase } from '@ads/db';
import { ensureShopApiKey, hashApiKey, ShopApiKeyVerifier } from './shop-api-keys';
import { ShopApiKeysRepository } from './shop-api-keys.repository';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('shop API keys', () => {
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
    expect(await verifier.verify(key)).toBe(true);
    expect(await verifier.verify('configured-key-configured-key-1235')).toBe(false);
    expect(await verifier.verify(undefined)).toBe(false);
  });
});
