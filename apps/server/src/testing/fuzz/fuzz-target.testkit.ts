import { brands, categories, products } from '@ads/db';
import { startTestServer, type TestServer } from '../server.testkit';
import { createAccount, createUser } from '../fixtures.testkit';
import { ensureShopApiKey } from '../../modules/shop-keys';
import { materialise, type BigBody } from './edge-values.testkit';
import type { FuzzRequest } from './openapi-requests.testkit';
import type { KnownIds } from './schema-arbitrary.testkit';

const SHOP_KEY = 'fuzz-shop-api-key-0123456789abcdef';

/** A real server on PostgreSQL with a signed-in advertiser, a campaign, a draft and a shop API key. */
export interface FuzzTarget {
  server: TestServer;
  token: string;
  /** A staff (marops) token: uploads and other staff routes. */
  staffToken: string;
  known: KnownIds;
  close(): Promise<void>;
}

/** Starts the server and creates the fixtures through the real API, so generated requests reach services. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const server = await startTestServer({ env: { SHOP_API_KEY: SHOP_KEY }, now: () => new Date('2026-11-21T11:00:00Z') });
  const db = server.ctx.db;
  await ensureShopApiKey(server.db.db, SHOP_KEY);
  await db.insert(brands).values({ code: 'nike', label: 'Nike' });
  await db
    .insert(categories)
    .values({ code: 'apparel/topwear/tshirts', path: 'Apparel > Topwear > Tshirts', label: 'Tshirts', level: 3, parentCode: null });
  const skus = ['1', '2', '3'];
  await db
    .insert(products)
    .values(
      skus.map((id) => ({
        id,
        name: `Nike ${id}`,
        brandCode: 'nike',
        categoryCode: 'apparel/topwear/tshirts',
        price: 19999,
        listPrice: 19999,
        stock: 5,
      })),
    );
  const ann = await createUser(db, { email: 'ann@fuzz.test', password: 'secret-pass-1' });
  const bob = await createUser(db, { email: 'bob@fuzz.test', password: 'secret-pass-1' });
  const accountId = await createAccount(db, { name: 'Fuzz PL', type: 'BRAND', brandCodes: ['nike'], memberIds: [ann.id, bob.id] });
  const otherAccountId = await createAccount(db, { name: 'Other PL', type: 'BRAND', brandCodes: ['nike'] });
  const token = await server.login(ann.email, ann.password);
  await createUser(db, { email: 'staff@fuzz.test', password: 'secret-pass-1', roles: ['marops'] });
  const staffToken = await server.login('staff@fuzz.test', 'secret-pass-1');
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'account-id': accountId, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (res.status >= 300) throw new Error(`fixture ${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const draft = { dailyBudget: 5000, totalBudget: 50000, maxCpc: 150, startDate: '2026-11-21', endDate: null, channel: 'MAIN', markets: ['PL'], skus: ['1', '2'] };
  const toPublish = await api('POST', '/campaign-drafts', { ...draft, name: 'Published' });
  const campaign = await api('POST', `/campaigns/${toPublish.id}`, { termsVersion: 1 });
  const kept = await api('POST', '/campaign-drafts', { ...draft, name: 'Draft' });
  return {
    server,
    token,
    staffToken,
    known: { uuids: [accountId, campaign.id, kept.id, bob.id, otherAccountId], skus },
    close: () => server.close(),
  };
}

/** What a request got back: status, content type and a short body excerpt. */
export interface FuzzOutcome {
  status: number;
  contentType: string;
  /** The problem's `type` when the body is JSON with a string `type`. */
  type?: string;
  body: string;
}

function problemType(text: string): string | undefined {
  try {
    const type = (JSON.parse(text) as { type?: unknown } | null)?.type;
    return typeof type === 'string' ? type : undefined;
  } catch {
    return undefined;
  }
}

/** Sends one generated request to the target; a network failure is status 0 with its message. */
export async function send(target: FuzzTarget, req: FuzzRequest): Promise<FuzzOutcome> {
  const auth =
    req.auth === 'user'
      ? `Bearer ${target.token}`
      : req.auth === 'staff'
        ? `Bearer ${target.staffToken}`
        : req.auth === 'shop'
        ? `Bearer ${SHOP_KEY}`
        : req.auth === 'garbage'
          ? 'Bearer garbage.garbage.garbage'
          : undefined;
  const body =
    req.body === undefined ? undefined : typeof req.body === 'string' || req.body instanceof Uint8Array ? req.body : materialise(req.body as BigBody);
  try {
    const res = await fetch(`${target.server.baseUrl}${req.path}`, {
      method: req.method,
      headers: { ...(auth ? { authorization: auth } : {}), ...req.headers },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const type = problemType(text);
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', ...(type ? { type } : {}), body: text.slice(0, 300) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, contentType: '', body: `${(error as Error).message} ${cause?.code ?? ''} ${cause?.message ?? ''}` };
  }
}

/**
 * Why an outcome breaks the rule "every error is a problem" (docs/conventions.md "Errors", RFC 9457), or
 * null when it keeps it: any 5xx or no answer fails; a 4xx must be application/problem+json with a
 * string `type`.
 */
export function violation(req: FuzzRequest, out: FuzzOutcome): string | null {
  if (out.status === 0) return 'no response';
  if (out.status >= 500) return `status ${out.status}`;
  if (out.status < 400) return null;
  if (!out.contentType.startsWith('application/problem+json'))
    return `${out.status} not problem+json (${out.contentType || 'no content type'})`;
  if (req.method !== 'HEAD' && out.type === undefined) return `${out.status} problem without type`;
  return null;
}
