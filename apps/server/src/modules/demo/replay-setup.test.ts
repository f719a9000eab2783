import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../../testing/server.testkit';
import { callServing, startServingServer, TEST_SHOP_API_KEY } from '../../testing/serving.testkit';

// POST /v2/replay/setup (demo mode only) sits behind the shop API key like the serving API.
let server: TestServer;

beforeAll(async () => {
  server = await startServingServer({ env: { DEMO_DATA: 'true' } });
});
afterAll(() => server?.close());

describe('POST /v2/replay/setup', () => {
  it('answers 401 UnauthorizedException without a valid shop API key', async () => {
    for (const key of [null, 'wrong-key-wrong-key-wrong-key']) {
      const res = await callServing(server, '/v2/replay/setup', {}, key);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ type: 'UnauthorizedException', status: 401 });
    }
  });

  it('answers the (empty) product mapping to the shop key without creating campaigns', async () => {
    const res = await callServing(server, '/v2/replay/setup', {}, TEST_SHOP_API_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: false, products: { Men: [], Women: [] } });
  });
});
