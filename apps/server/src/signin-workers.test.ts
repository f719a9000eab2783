import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { createUser } from './testing/fixtures.testkit';
import { loginWithPassword } from './testing/login.testkit';
import { callOnNewConnection, startServer, type StartedServer } from './testing/processes.testkit';

// Two serving processes on a fresh database share one identity-provider signing key
// (docs/identity-keycloak.md "Signing key"): a token from one is accepted by both.
let db: TestDatabase | undefined;
let server: StartedServer | undefined;

afterEach(async () => {
  await server?.stop();
  await db?.close();
  server = undefined;
  db = undefined;
});

describe('sign-in with WORKERS=2 on a fresh PostgreSQL database', () => {
  it('a token signed by either worker is accepted by both, in each of 3 fresh starts', async () => {
    for (let start = 1; start <= 3; start += 1) {
      db = await createTestDatabase();
      if (!db.url) return;
      const user = await createUser(db.db, { email: `anna${start}@example.com`, password: 'correct horse battery' });
      server = await startServer({ DATABASE_URL: db.url, WORKERS: '2' });
      const tokens = await loginWithPassword(server.baseUrl, user.email, user.password);
      const answers = new Map<string, number[]>();
      for (let i = 0; i < 20 && answers.size < 2; i += 1) {
        const res = await callOnNewConnection(server.port, 'GET', '/api/account-views/user/info', {
          authorization: `Bearer ${tokens.accessToken}`,
        });
        answers.set(res.by, [...(answers.get(res.by) ?? []), res.status]);
      }
      expect(answers.size, `start ${start}`).toBe(2);
      for (const [by, statuses] of answers) expect(statuses, `start ${start}, worker ${by}`).toEqual(statuses.map(() => 200));
      const keys = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from idp_signing_keys`);
      expect(keys[0]!.n, `start ${start}: signing keys`).toBe(1);
      await server.stop();
      await db.close();
      server = undefined;
      db = undefined;
    }
  }, 180_000);
});
