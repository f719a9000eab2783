import { stores } from '@ads/db';
import { createAccount, createUser } from './fixtures.testkit';
import type { TestServer } from './server.testkit';
import { seedCategories } from './serving.testkit';

/** JSON API calls as a signed-in user, for the accounts tests. */
export function apiClient(server: TestServer, token: () => string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
    const json: any = text ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, json };
  };
}

export type Client = ReturnType<typeof apiClient>;

/** A staff user (role marops) and an advertiser with one BRAND account, signed in; brand `nike` and one store exist. */
export async function staffFixture(server: TestServer) {
  const db = server.ctx.db;
  await seedCategories(db);
  const [store] = await db
    .insert(stores)
    .values({ externalId: 'store-1', name: 'Store One', channel: 'MAIN' })
    .returning({ id: stores.id });
  const ann = await createUser(db, { email: 'ann@brand.test', password: 'secret-pass-1', name: 'Ann' });
  const marek = await createUser(db, { email: 'marek@staff.test', password: 'secret-pass-2', name: 'Marek', roles: ['marops'] });
  const annAccount = await createAccount(db, { name: 'Ann Brand', type: 'BRAND', brandCodes: ['nike'], memberIds: [ann.id] });
  const annToken = await server.login(ann.email, ann.password);
  const staffToken = await server.login(marek.email, marek.password);
  return {
    storeId: store!.id,
    annAccount,
    advertiser: apiClient(server, () => annToken),
    staff: apiClient(server, () => staffToken),
  };
}

/** A valid create body for a BRAND account. NIP 5260001246 has a valid checksum. */
export function brandAccount(over: Record<string, unknown> = {}) {
  return {
    name: 'Nike Poland',
    type: 'BRAND',
    brandCodes: ['nike'],
    channels: ['MAIN', 'EOBUWIE'],
    markets: ['PL'],
    taxId: '526-000-12-46',
    email: 'owner@nike.test',
    ...over,
  };
}
