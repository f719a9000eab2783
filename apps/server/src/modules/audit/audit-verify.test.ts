import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuditLog } from './audit.hook';
import { AuditRepository, type AuditEntry } from './audit.repository';
import { verifyAuditLog } from './audit-verify';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const TSX = `${root}node_modules/.bin/tsx`;

function entry(i: number): AuditEntry {
  return {
    at: new Date(),
    userId: null,
    actorEmail: `writer${i % 4}@test`,
    accountId: null,
    actingAsStaff: false,
    method: 'POST',
    url: `/api/x/${i}`,
    status: 204,
    requestId: `r${i}`,
    changes: [{ field: 'n', before: i, after: { i } }],
  };
}

describe('audit log hash chain in the database: concurrent writers, npm run audit:verify', () => {
  let server: TestServer;
  const exec = (text: string) => server.ctx.db.execute(sql.raw(text));

  beforeAll(async () => {
    server = await startTestServer();
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    const account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    const token = await server.login(ann.email, ann.password);
    const call = apiClient(server, () => token);
    // Several requests at once, and three more writers (as other server processes would be) on other connections.
    const others = [1, 2, 3].map(() => new AuditLog(new AuditRepository(server.ctx.db), server.app.log));
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => call('PATCH', `/accounts/${account}`, { name: `Ann ${i}` }, { 'account-id': account })),
      ...Array.from({ length: 300 }, (_, i) => others[i % 3]!.enqueue(entry(i))),
    ]);
    await Promise.all([server.app.audit.flush(), ...others.map((o) => o.flush())]);
  });
  afterAll(() => server?.close());

  it('chains every entry of concurrent writers without a gap', async () => {
    expect(await verifyAuditLog(server.ctx.db)).toMatchObject({ ok: true, count: 320, legacy: 0, head: { seq: 320 } });
  });

  it('names an entry edited with SQL as changed, and passes again once it is put back', async () => {
    await exec(`update audit_log set status = 500 where seq = 7`);
    expect(await verifyAuditLog(server.ctx.db)).toMatchObject({ ok: false, count: 6, break: { kind: 'changed', seq: 7 } });
    await exec(`update audit_log set changes = '[{"field":"n","before":1,"after":2}]' where seq = 9`);
    await exec(`update audit_log set status = 204 where seq = 7`);
    expect(await verifyAuditLog(server.ctx.db)).toMatchObject({ ok: false, count: 8, break: { kind: 'changed', seq: 9 } });
  });

  it('npm run audit:verify prints the first broken entry and exits 1, or OK with the count and exits 0', async () => {
    if (!server.db.url) return; // PGlite in memory: no other process can open it
    const env = { ...process.env, DATABASE_URL: server.db.url };
    const failed = await run(TSX, ['apps/server/src/cli/audit-verify.ts'], { cwd: root, env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^BROKEN: entry seq 9 \(id \d+\) changed: hash does not match/),
    });
    await exec(`delete from audit_log where seq = 9`); // as psql would; then re-insert nothing: the gap stays
    const gap = await verifyAuditLog(server.ctx.db);
    expect(gap).toMatchObject({ ok: false, count: 8, break: { kind: 'deleted', seq: 9 } });
  });

  it('names a deleted entry (gap in seq, or the newest gone) and an inserted one (no seq, or beyond the head)', async () => {
    const fresh = await startTestServer();
    try {
      const repo = new AuditRepository(fresh.ctx.db);
      await repo.append(Array.from({ length: 5 }, (_, i) => entry(i)));
      const q = (text: string) => fresh.ctx.db.execute(sql.raw(text));
      expect(await verifyAuditLog(fresh.ctx.db)).toMatchObject({ ok: true, count: 5 });
      if (fresh.db.url) {
        const env = { ...process.env, DATABASE_URL: fresh.db.url };
        const { stdout } = await run(TSX, ['apps/server/src/cli/audit-verify.ts'], { cwd: root, env });
        expect(stdout).toMatch(/^OK: 5 audit log entries, hash chain intact; head seq 5 hash [0-9a-f]{64}/);
      }
      await q(`insert into audit_log (method, url, status) values ('DELETE', '/api/forged', 204)`);
      expect(await verifyAuditLog(fresh.ctx.db)).toMatchObject({
        ok: false,
        count: 5,
        break: { kind: 'inserted', seq: null, id: expect.any(Number) },
      });
      await q(`update audit_log set seq = 6, prev_hash = (select hash from audit_log where seq = 5), hash = 'x' where seq is null`);
      expect(await verifyAuditLog(fresh.ctx.db)).toMatchObject({ ok: false, break: { kind: 'inserted', seq: 6 } });
      await q(`delete from audit_log where seq >= 5`);
      expect(await verifyAuditLog(fresh.ctx.db)).toMatchObject({ ok: false, count: 4, break: { kind: 'deleted', seq: 5 } });
    } finally {
      await fresh.close();
    }
  });
});
