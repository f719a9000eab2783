import type { TestServer } from '../../testing/server.testkit';

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
