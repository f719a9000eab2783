import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { oidcPayloads, type Database } from '@ads/db';

/**
 * oidc-provider's storage adapter over the product database (table oidc_payloads), so the embedded
 * provider keeps sessions, grants and refresh tokens across restarts and between processes.
 * Contract: oidc-provider's adapter interface (upsert with `expiresIn` seconds, find returns
 * undefined for unknown or expired ids, consume marks one-time artefacts, revokeByGrantId drops a
 * whole grant). Expired rows are swept on write, at most once a minute.
 */
export function databaseAdapter(db: Database): new (name: string) => Adapter {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    await db.delete(oidcPayloads).where(sql`${oidcPayloads.expiresAt} < now()`);
  };

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        id,
        type: this.name,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: { ...values, consumedAt: null } });
      await sweep();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findBy(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findBy(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findBy(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }

    private async findBy(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.name), condition, sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`));
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // oidc-provider reads `consumed` (epoch seconds) to refuse a second use of a one-time artefact.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}
