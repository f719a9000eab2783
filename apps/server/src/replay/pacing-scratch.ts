import { warsawDayStart, type Day } from '@ads/domain';
import { seedAccount, seedCategories, seedProducts, servingFor, startServingServer, TEST_SHOP_API_KEY } from '../testing/serving.testkit';
import type { TestServer } from '../testing/server.testkit';
import { runPacingReplay, VirtualClock, type PacingReplayOptions, type PacingReplayReport } from './pacing-replay';

const pad = (n: number) => String(n).padStart(3, '0');

/**
 * Runs {@link runPacingReplay} on a scratch server: the real app in-process on a fresh database
 * (PostgreSQL when TEST_DATABASE_URL / 127.0.0.1:5432 answers, else in-memory PGlite — test-support
 * `createTestDatabase`), whose clock is a {@link VirtualClock} on `day`. The catalogue is 34 Men
 * (m000…) and 46 Women (w000…) products, one account. The server is closed afterwards.
 */
export async function runPacingReplayOnScratch(
  day: Day,
  options: Omit<PacingReplayOptions, 'baseUrl' | 'apiKey' | 'db' | 'clock' | 'reloadAds' | 'accountId' | 'products' | 'day'> = {},
): Promise<PacingReplayReport> {
  const clock = new VirtualClock(warsawDayStart(day).getTime());
  let server: TestServer | undefined;
  try {
    server = await startServingServer({ now: clock.now });
    const db = server.db.db;
    await seedCategories(db);
    const products = {
      Men: Array.from({ length: 34 }, (_, i) => `m${pad(i)}`),
      Women: Array.from({ length: 46 }, (_, i) => `w${pad(i)}`),
    };
    await seedProducts(db, [
      ...products.Men.map((id, i) => ({ id, gender: 'Men', price: 10_000 + i })),
      ...products.Women.map((id, i) => ({ id, gender: 'Women', price: 20_000 + i })),
    ]);
    const accountId = await seedAccount(db, 'Pacing replay brand');
    const index = servingFor(server.ctx)!.index;
    return await runPacingReplay({
      ...options,
      baseUrl: server.baseUrl,
      apiKey: TEST_SHOP_API_KEY,
      db,
      clock,
      reloadAds: () => index.refresh(),
      accountId,
      products,
      day,
    });
  } finally {
    await server?.close();
  }
}
