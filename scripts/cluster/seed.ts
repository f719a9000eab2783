import pg from 'pg';
import { warsawDay } from '@ads/domain';
import { hashPassword } from '../../apps/server/src/modules/idp';
import { TEST_BILLING_PROFILE } from '../../apps/server/src/testing/fixtures.testkit';

/**
 * What the cluster test starts from, beside the catalogue the hosts import on their first start: one
 * advertiser with a BRAND account (written to the database, as an operator's invitation would leave it),
 * whose campaigns are then published through the API (so both hosts' indexes learn them as in production).
 */
export interface Advertiser {
  email: string;
  password: string;
  accountId: string;
  brand: string;
  /** In-stock products of the brand, id order. */
  products: string[];
}

/** Creates advertiser `n` (user and account) on the brand with the most in-stock products (≥ `minProducts`). */
export async function createAdvertiser(adminUrl: string, n: number, minProducts: number): Promise<Advertiser> {
  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  try {
    const { rows: brands } = await db.query<{ brand: string; n: number }>(
      `select brand_code as brand, count(*)::int as n from products where stock > 0 group by brand_code order by n desc, brand_code limit 1`,
    );
    const brand = brands[0];
    if (!brand || brand.n < minProducts) throw new Error(`the catalogue has no brand with ${minProducts} products in stock`);
    const { rows: products } = await db.query<{ id: string }>(
      `select id from products where stock > 0 and brand_code = $1 order by id limit $2`,
      [brand.brand, minProducts],
    );
    const email = `cluster-advertiser-${n}@example.com`;
    const password = 'cluster-test-password-1';
    const { rows: users } = await db.query<{ id: string }>(
      `insert into users (email, name, roles, password_hash) values ($1, 'Cluster advertiser', '{}', $2) returning id`,
      [email, await hashPassword(password)],
    );
    const { rows: accounts } = await db.query<{ id: string }>(
      `insert into accounts (name, type, brand_codes, channels, markets) values ($1, 'BRAND', $2, '{MAIN}', '{PL}') returning id`,
      [`Cluster brand ${n}`, [brand.brand]],
    );
    const accountId = accounts[0]!.id;
    await db.query(`insert into account_users (account_id, user_id) values ($1, $2)`, [accountId, users[0]!.id]);
    const b = TEST_BILLING_PROFILE;
    await db.query(
      `insert into billing_profiles (account_id, company_name, street, postal_code, city, country_code, tax_id) values ($1, $2, $3, $4, $5, $6, $7)`,
      [accountId, `Cluster brand ${n} Sp. z o.o.`, b.street, b.postalCode, b.city, b.countryCode, b.taxId],
    );
    return { email, password, accountId, brand: brand.brand, products: products.map((p) => p.id) };
  } finally {
    await db.end();
  }
}

/** A campaign to publish: grosze; ACCELERATED so that a small daily budget can be spent within the test. */
export interface CampaignPlan {
  name: string;
  skus: string[];
  maxCpc: number;
  dailyBudget: number;
  totalBudget: number | null;
}

/** The advertiser's API through `baseUrl` (the balancer or one host), as the web app calls it. */
export function advertiserApi(baseUrl: string, token: string, accountId: string) {
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; by: string | null }> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'account-id': accountId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined, by: res.headers.get('x-served-by') };
  };
}

export type AdvertiserApi = ReturnType<typeof advertiserApi>;

/** Creates a draft and publishes it; returns the campaign's id. */
export async function publishCampaign(api: AdvertiserApi, plan: CampaignPlan): Promise<string> {
  const draft = await api('POST', '/campaign-drafts', {
    name: plan.name,
    skus: plan.skus,
    maxCpc: plan.maxCpc,
    dailyBudget: plan.dailyBudget,
    totalBudget: plan.totalBudget,
    startDate: warsawDay(new Date()),
    endDate: null,
    channel: 'MAIN',
    markets: ['PL'],
    delivery: 'ACCELERATED',
  });
  if (draft.status !== 201) throw new Error(`draft ${plan.name}: HTTP ${draft.status} ${JSON.stringify(draft.json)}`);
  const id = (draft.json as { id: string }).id;
  const published = await api('POST', `/campaigns/${id}`, { termsVersion: 1 });
  if (published.status !== 201) throw new Error(`publish ${plan.name}: HTTP ${published.status} ${JSON.stringify(published.json)}`);
  return (published.json as { id: string }).id;
}

/** Pauses (`PAUSED`) or resumes (`ACTIVE`) one campaign. */
export async function setCampaignStatus(api: AdvertiserApi, campaignId: string, userStatus: 'ACTIVE' | 'PAUSED'): Promise<void> {
  const res = await api('PUT', '/campaigns/user-status', { userStatus, campaignIds: [campaignId] });
  if (res.status !== 200) throw new Error(`user-status ${userStatus}: HTTP ${res.status} ${JSON.stringify(res.json)}`);
}
