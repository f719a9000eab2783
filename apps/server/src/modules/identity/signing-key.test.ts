import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, calculateJwkThumbprint, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { idpPublicKeySet, loadOrCreateSigningKey } from '../idp';
import { DbKeyStore } from './identity.repository';

// One signing key for every process (docs/identity-keycloak.md "Signing key").
let db: TestDatabase;
const others: DatabaseHandle[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  if (db.url) for (let i = 0; i < 3; i += 1) others.push(await openDatabase({ url: db.url, poolSize: 1 }));
});
afterAll(async () => {
  for (const o of others) await o.close();
  await db.close();
});

async function newKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

const sign = async (jwk: JWK) =>
  new SignJWT({ sub: 'x' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .setExpirationTime('1m')
    .sign(await importJWK(jwk, 'RS256'));

describe('the embedded provider signing key in the database', () => {
  it('processes creating it at once on an empty database all get the same single key', async () => {
    const handles = [db, ...others];
    const keys = await Promise.all(handles.map((h) => loadOrCreateSigningKey(new DbKeyStore(h.db))));
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    const [row] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from idp_signing_keys`);
    expect(row!.n).toBe(1);
  });

  it('a verifier finds a key stored after its first load (unknown kid → one reload)', async () => {
    const store = new DbKeyStore(db.db);
    const first = (await store.load())!;
    const verify = idpPublicKeySet(store);
    await expect(jwtVerify(await sign(first), verify)).resolves.toBeTruthy();
    const later = await newKey();
    await queryRows(
      db.db,
      sql`insert into idp_signing_keys (kid, jwk, created_at) values (${later.kid!}, ${JSON.stringify(later)}::jsonb, now() - interval '1 day')`,
    );
    await new Promise((r) => setTimeout(r, 1_050)); // past the reload rate limit
    await expect(jwtVerify(await sign(later), verify)).resolves.toBeTruthy();
    await expect(jwtVerify(await sign(first), verify)).resolves.toBeTruthy();
    const forged = await newKey();
    await expect(jwtVerify(await sign(forged), verify)).rejects.toThrow();
  });

  it('reloads at most once a second however many unknown kids arrive', async () => {
    const store = new DbKeyStore(db.db);
    let loads = 0;
    const counting = { load: () => store.load(), create: (jwk: JWK) => store.create(jwk), loadAll: () => (loads++, store.loadAll()) };
    const verify = idpPublicKeySet(counting);
    const forged = await sign(await newKey());
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => jwtVerify(forged, verify)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(loads).toBe(1);
    await expect(jwtVerify(await sign((await store.load())!), verify)).resolves.toBeTruthy();
    expect(loads).toBe(1);
  });
});
