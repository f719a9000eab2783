import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { auditLog } from '@ads/db';
import { AuditLog } from './audit.hook';
import { AuditRepository, type AuditEntry } from './audit.repository';
import { verifyAuditLog } from './audit-verify';
import { canonicalEntry, entryHash } from './audit-chain';
import { startTestServer, type TestServer } from '../../testing/server.testkit';
import { createAccount, createUser } from '../../testing/fixtures.testkit';
import { apiClient } from '../../testing/accounts.testkit';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const TSX = `${root}node_modules/.bin/tsx`;
const KEY_TEXT = 'audit-verify-test-key-0123456789abcdef';
const KEY = Buffer.from(KEY_TEXT);
const ENV = { AUDIT_HMAC_KEY: KEY_TEXT };

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

/** Runs `npm run audit:verify` (through tsx) on the server's database; resolves with code, stdout and stderr. */
async function cli(server: TestServer, args: string[] = [], env: Record<string, string> = ENV) {
  const options = { cwd: root, env: { ...process.env, DATABASE_URL: server.db.url!, ...env } };
  return run(TSX, ['apps/server/src/cli/audit-verify.ts', ...args], options).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

/** SQL as the database owner would run it: the append-only triggers disabled for the statement's transaction. */
async function asOwner(server: TestServer, text: string): Promise<void> {
  await server.ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw('alter table audit_log disable trigger user; alter table audit_chain_head disable trigger user'));
    await tx.execute(sql.raw(text));
    await tx.execute(sql.raw('alter table audit_log enable trigger user; alter table audit_chain_head enable trigger user'));
  });
}

describe('audit log hash chain in the database: concurrent writers, append-only, npm run audit:verify', () => {
  let server: TestServer;
  /** The database's error message for a statement, or 'done'. */
  const refused = (text: string) =>
    server.ctx.db.execute(sql.raw(text)).then(
      () => 'done',
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );

  beforeAll(async () => {
    server = await startTestServer({ env: ENV });
    const ann = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
    const account = await createAccount(server.ctx.db, { name: 'Ann Brand', type: 'BRAND', memberIds: [ann.id] });
    const token = await server.login(ann.email, ann.password);
    const call = apiClient(server, () => token);
    // Several requests at once, and three more writers (as other server processes would be) on other connections.
    const others = [1, 2, 3].map(() => new AuditLog(new AuditRepository(server.ctx.db, KEY), server.app.log));
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => call('PATCH', `/accounts/${account}`, { name: `Ann ${i}` }, { 'account-id': account })),
      ...Array.from({ length: 300 }, (_, i) => others[i % 3]!.enqueue(entry(i))),
    ]);
    await Promise.all([server.app.audit.flush(), ...others.map((o) => o.flush())]);
  });
  afterAll(() => server?.close());

  it('chains every entry of concurrent writers without a gap, keyed with AUDIT_HMAC_KEY', async () => {
    expect(await verifyAuditLog(server.ctx.db, KEY)).toMatchObject({ ok: true, count: 320, head: { seq: 320 } });
    expect(await verifyAuditLog(server.ctx.db, Buffer.from('another-key-of-32-characters-xxxx'))).toMatchObject({
      ok: false,
      count: 0,
      break: { kind: 'changed', seq: 1 },
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit_log, and moving the chain head back or deleting it', async () => {
    expect(await refused(`update audit_log set status = 500 where seq = 7`)).toMatch(/audit table audit_log is append-only \(UPDATE refused\)/);
    expect(await refused(`delete from audit_log where seq = 320`)).toMatch(/append-only \(DELETE refused\)/);
    expect(await refused(`truncate audit_log`)).toMatch(/append-only \(TRUNCATE refused\)/);
    expect(await refused(`update audit_chain_head set seq = 3`)).toMatch(/only moves forward/);
    expect(await refused(`delete from audit_chain_head`)).toMatch(/only moves forward/);
    expect(await refused(`truncate audit_chain_head`)).toMatch(/only moves forward/);
    expect(await refused(`insert into audit_log (method, url, status) values ('POST', '/api/forged', 204)`)).toMatch(/seq/);
    expect(await verifyAuditLog(server.ctx.db, KEY)).toMatchObject({ ok: true, count: 320 });
  });

  it('npm run audit:verify writes a checkpoint, passes against it, and prints the first broken entry with exit 1', async () => {
    if (!server.db.url) return; // PGlite in memory: no other process can open it
    const file = join(mkdtempSync(join(tmpdir(), 'audit-')), 'head.txt');
    const ok = await cli(server, ['--write-checkpoint', file]);
    expect(ok).toMatchObject({ code: 0, stdout: expect.stringMatching(/^OK: 320 audit log entries, hash chain intact; head seq 320 hash [0-9a-f]{64}/) });
    expect((await cli(server, ['--checkpoint', file])).stdout).toMatch(/contains the expected head 320:[0-9a-f]{64}/);
    expect(await cli(server, [], { DATA_DIR: mkdtempSync(join(tmpdir(), 'audit-data-')) })).toMatchObject({ code: 2, stderr: expect.stringMatching(/No audit key: set AUDIT_HMAC_KEY/) });
    expect(await cli(server, ['--expect-head', 'nonsense'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/expected SEQ:HASH/) });

    await asOwner(server, `update audit_log set status = 500 where seq = 7`);
    const failed = await cli(server, ['--checkpoint', file]);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/^BROKEN: entry seq 7 \(id \d+\) changed: hash does not match/) });
  });
});

describe('npm run audit:verify against forged history (the database owner, without the key)', () => {
  let server: TestServer;
  let head: { seq: number; hash: string };
  let rows: (typeof auditLog.$inferSelect)[];

  beforeAll(async () => {
    server = await startTestServer({ env: ENV });
    await new AuditRepository(server.ctx.db, KEY).append(Array.from({ length: 5 }, (_, i) => entry(i)));
    rows = await server.ctx.db.select().from(auditLog).orderBy(asc(auditLog.seq));
    head = { seq: 5, hash: rows[4]!.hash };
  });
  afterAll(() => server?.close());

  /** Puts the five genuine entries and head back (between cases). */
  async function restore(): Promise<void> {
    const values = rows
      .map((r) => `(${r.id}, '${r.at.toISOString()}', '${r.actorEmail}', 'POST', '${r.url}', 204, '${r.requestId}', '${JSON.stringify(r.changes)}', ${r.seq}, '${r.prevHash}', '${r.hash}')`)
      .join(', ');
    await asOwner(
      server,
      `truncate audit_log; insert into audit_log (id, at, actor_email, method, url, status, request_id, changes, seq, prev_hash, hash) values ${values};
       update audit_chain_head set seq = ${head.seq}, hash = '${head.hash}'`,
    );
    expect(await verifyAuditLog(server.ctx.db, KEY, [head])).toMatchObject({ ok: true, count: 5 });
  }

  it('fails on a fake "ban" inserted below the first chained id, with or without the head moved', async () => {
    const first = rows[0]!.id;
    const ban = `'2026-10-01T10:00:00Z', 'ops@retailer.test', 'POST', '/api/marops/accounts/x/ban', 204`;
    // Beyond the head: an inserted entry.
    await asOwner(server, `insert into audit_log (id, at, actor_email, method, url, status, seq, prev_hash, hash) values (${first - 1}, ${ban}, 6, '${head.hash}', '${'0'.repeat(64)}')`);
    expect(await verifyAuditLog(server.ctx.db, KEY)).toMatchObject({ ok: false, count: 5, break: { kind: 'inserted', seq: 6, id: first - 1 } });
    // Hashed as well as the owner can (sha256 of its canonical form, no key) and the head moved onto it.
    const forged = { seq: 6, at: new Date('2026-10-01T10:00:00Z'), userId: null, actorEmail: 'ops@retailer.test', accountId: null, actingAsStaff: false, method: 'POST', url: '/api/marops/accounts/x/ban', status: 204, requestId: null, changes: null, prevHash: head.hash };
    const hash = createHash('sha256').update(canonicalEntry(forged)).digest('hex');
    await asOwner(server, `update audit_log set hash = '${hash}', id = ${first + 1000} where seq = 6; update audit_chain_head set seq = 6, hash = '${hash}'`);
    expect(await verifyAuditLog(server.ctx.db, KEY)).toMatchObject({ ok: false, count: 5, break: { kind: 'changed', seq: 6 } });
    // Below the first id with a valid-looking hash: refused for its id too.
    await asOwner(server, `update audit_log set id = ${first - 1} where seq = 6`);
    expect(await verifyAuditLog(server.ctx.db, KEY)).toMatchObject({ ok: false, count: 5, break: { kind: 'inserted', seq: 6 } });
    await restore();
  });

  it('fails on recomputed hashes with the head moved: without the key they do not match', async () => {
    const wrongKey = Buffer.from('guessed-key-guessed-key-guessed-key');
    let prev = '';
    const updates: string[] = [];
    for (const r of rows) {
      const fields = { ...r, url: r.seq === 2 ? '/api/rewritten' : r.url, prevHash: prev };
      const hash = r.seq % 2 ? createHash('sha256').update(canonicalEntry(fields)).digest('hex') : entryHash(fields, wrongKey);
      updates.push(`update audit_log set url = '${fields.url}', prev_hash = '${prev}', hash = '${hash}' where seq = ${r.seq};`);
      prev = hash;
    }
    await asOwner(server, `${updates.join('\n')} update audit_chain_head set hash = '${prev}'`);
    expect(await verifyAuditLog(server.ctx.db, KEY)).toMatchObject({ ok: false, count: 0, break: { kind: 'changed', seq: 1 } });
    if (server.db.url) expect(await cli(server)).toMatchObject({ code: 1, stderr: expect.stringMatching(/^BROKEN: entry seq 1 \(id \d+\) changed/) });
    await restore();
  });

  it('fails on the newest entries cut (head moved back) against the expected head or a checkpoint file', async () => {
    await asOwner(server, `delete from audit_log where seq > 3; update audit_chain_head set seq = 3, hash = '${rows[2]!.hash}'`);
    // Without anything kept outside the database, an earlier state is indistinguishable (docs/architecture.md "Audit log").
    expect(await verifyAuditLog(server.ctx.db, KEY)).toMatchObject({ ok: true, count: 3 });
    expect(await verifyAuditLog(server.ctx.db, KEY, [head])).toMatchObject({
      ok: false,
      count: 3,
      break: { kind: 'deleted', seq: 4, reason: 'the expected head is seq 5, but the log ends at seq 3 (newest entries cut)' },
    });
    if (server.db.url) {
      const cut = await cli(server, ['--expect-head', `5:${head.hash}`]);
      expect(cut).toMatchObject({ code: 1, stderr: expect.stringMatching(/^BROKEN: entry seq 4 deleted: the expected head is seq 5, but the log ends at seq 3/) });
    }
    await restore();
  });

  it('fails on an emptied log (truncated, head reset) against a checkpoint file', async () => {
    await asOwner(server, `truncate audit_log; update audit_chain_head set seq = 0, hash = ''`);
    expect(await verifyAuditLog(server.ctx.db, KEY, [head])).toMatchObject({
      ok: false,
      count: 0,
      break: { kind: 'deleted', seq: 1, reason: 'the expected head is seq 5, but the log is empty (reset)' },
    });
    if (server.db.url) {
      const file = join(mkdtempSync(join(tmpdir(), 'audit-')), 'head.txt');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(file, `# kept by the operator\n5:${head.hash}\n`);
      expect(await cli(server, ['--checkpoint', file])).toMatchObject({ code: 1, stderr: expect.stringMatching(/the log is empty \(reset\)/) });
    }
    await restore();
  });
});
