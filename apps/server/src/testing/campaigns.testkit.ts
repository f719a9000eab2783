import { brands, categories, products, type Database } from '@ads/db';
import { startTestServer, type TestServer } from './server.testkit';
import { ensureShopApiKey } from '../modules/shop-keys';
import { createAccount, createUser } from './fixtures.testkit';

/**
 * Test kit for the campaigns module's API tests: a real server on a fresh PostgreSQL database with
 * a BRAND account (nike, products 1–5; 4 and 5 out of stock) for the signed-in user, a foreign account
 * (puma, product 9), and helpers to call the API and publish campaigns.
 */
export interface CampaignKit {
  server: TestServer;
  accountId: string;
  otherAccountId: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Creates a draft (`valid` plus `change`) and publishes it; returns the campaign JSON. */
  publish(change?: Record<string, unknown>): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test JSON
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads loosely typed JSON
export const json = (res: Response): Promise<any> => res.json();

/** 2026-11-21 12:00 Warsaw. */
export const NOW = new Date('2026-11-21T11:00:00Z');

export const VALID = { dailyBudget: 5000, totalBudget: 50000, maxCpc: 150, startDate: '2026-11-21', endDate: null, channel: 'MAIN', markets: ['PL'], skus: ['1', '2'] };

async function seed(db: Database): Promise<void> {
  await db.insert(brands).values([
    { code: 'nike', label: 'Nike' },
    { code: 'puma', label: 'Puma' },
  ]);
  await db.insert(categories).values([
    { code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts', label: 'Tshirts', level: 3, parentCode: null },
    { code: 'footwear/shoes/casual', path: 'Footwear > Shoes > Casual', label: 'Casual', level: 3, parentCode: null },
  ]);
  await db.insert(products).values(
    ['1', '2', '3', '4', '5'].map((id) => ({
      id,
      name: `Nike ${id}`,
      brandCode: 'nike',
      categoryCode: id === '3' ? 'footwear/shoes/casual' : 'apparel/topwear/tshirts',
      price: 19999,
      listPrice: 19999,
      stock: Number(id) >= 4 ? 0 : 5,
    })),
  );
  await db.insert(products).values({ id: '9', name: 'Puma tee', brandCode: 'puma', categoryCode: 'apparel/topwear/tshirts', price: 5000, listPrice: 5000, stock: 5 });
}

export async function startCampaignKit(options: { env?: Record<string, string> } = {}): Promise<CampaignKit> {
  const server = await startTestServer({ now: () => NOW, ...options });
  await seed(server.ctx.db);
  // The main shop in PL has a key (as `npm start` makes): campaigns there are served, elsewhere PLACE_NOT_SERVED.
  await ensureShopApiKey(server.ctx.db, 'campaign-kit-shop-key-0123456789abcdef');
  const user = await createUser(server.ctx.db, { email: 'ann@brand.test', password: 'secret-pass-1' });
  const accountId = await createAccount(server.ctx.db, { name: 'Nike PL', type: 'BRAND', brandCodes: ['nike'], memberIds: [user.id] });
  const otherAccountId = await createAccount(server.ctx.db, { name: 'Puma PL', type: 'BRAND', brandCodes: ['puma'] });
  const token = await server.login(user.email, user.password);
  let n = 0;
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'account-id': accountId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const publish = async (change: Record<string, unknown> = {}) => {
    const draft = await json(await call('POST', '/campaign-drafts', { ...VALID, name: `Campaign ${++n}`, ...change }));
    const res = await call('POST', `/campaigns/${draft.id}`, { termsVersion: 1 });
    if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
    return json(res);
  };
  return { server, accountId, otherAccountId, call, publish, close: () => server.close() };
}
