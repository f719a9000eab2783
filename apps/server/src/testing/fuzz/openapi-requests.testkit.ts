import fc from 'fast-check';
import { bigBody, edgeIfMatch, edgeString, type BigBody } from './edge-values.testkit';
import { multipartArb } from './multipart.testkit';
import { arbitraryFor, type JsonSchema, type KnownIds } from './schema-arbitrary.testkit';

/** One operation of the OpenAPI document (3.1, as @fastify/swagger writes apps/server/openapi.json). */
export interface Operation {
  method: string;
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  /** The operation takes multipart/form-data (uploads). */
  multipart?: boolean;
}

/** Who signs the request: an advertiser token, a staff (marops) token, the shop API key, nothing, or a garbage token. */
export type Auth = 'user' | 'staff' | 'shop' | 'none' | 'garbage';

/** A generated HTTP request; `path` includes the encoded query string. */
export interface FuzzRequest {
  op: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  auth: Auth;
  /** JSON text, a big JSON body built at send time, or raw bytes (multipart). */
  body?: string | BigBody | Uint8Array;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      ...(op.requestBody?.content['multipart/form-data'] ? { multipart: true } : {}),
    })),
  );
}

/**
 * Percent-encodes any JS string, including lone surrogates (which `encodeURIComponent` refuses):
 * those are sent as their WTF-8 bytes, as a hostile client could.
 */
export function encodeAny(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** True when fetch can carry the value in a header (visible ASCII and latin-1, no control characters). */
const headerSafe = (s: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(s) && s.trim() === s && s.length < 8000;

const BROKEN_JSON = ['{', '{"name":', 'nul', '\u0000', '', '[1,]', '{"a":1}{"b":2}', '"\\ud800"', '{"name":"\\u0000"}', '1e999'];
const ODD_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/jsonx',
];

function pathArb(op: Operation, known: KnownIds): fc.Arbitrary<string> {
  const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.uuids) },
    { weight: 2, arbitrary: edgeString.filter((s) => s !== '') },
  );
  return fc
    .array(value, { minLength: names.length, maxLength: names.length })
    .map((values) => names.reduce((p, name, i) => p.replace(`{${name}}`, encodeAny(asText(values[i]))), op.path));
}

function queryArb(op: Operation, known: KnownIds): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  if (params.length === 0) {
    return fc.oneof(
      { weight: 10, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('?x=%00', `?${'a'.repeat(70_000)}=1`, '?%zz', '?a=%E0%A4%A') },
    );
  }
  const model = Object.fromEntries(params.map((p) => [p.name, arbitraryFor(p.schema, known)]));
  return fc.record(model, { requiredKeys: [] }).map((rec) => {
    const pairs = Object.entries(rec).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]));
    const qs = pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(asText(v))}`).join('&');
    return qs ? `?${qs}` : '';
  });
}

function headersArb(op: Operation, known: KnownIds): fc.Arbitrary<Record<string, string>> {
  const account = fc.oneof(
    { weight: 6, arbitrary: fc.constant(known.uuids[0]!) },
    { weight: 3, arbitrary: edgeString.filter(headerSafe) },
    { weight: 1, arbitrary: fc.constantFrom(...known.uuids, 'urn:uuid:' + known.uuids[0]) },
  );
  const apiVersion = fc.constantFrom(undefined, '2', '1', '2.0', ' 2', '99999999999999999999');
  return fc.tuple(account, edgeIfMatch, apiVersion, fc.boolean()).map(([accountId, ifMatch, v, withAccount]) => {
    const h: Record<string, string> = {};
    if (withAccount || op.parameters.some((p) => p.name === 'account-id' && p.required)) h['account-id'] = accountId;
    if (ifMatch !== undefined) h['if-match'] = ifMatch;
    if (v !== undefined) h['api-version'] = v;
    return h;
  });
}

function bodyArb(op: Operation, known: KnownIds): fc.Arbitrary<{ body?: string | BigBody | Uint8Array; type?: string }> {
  if (op.multipart) {
    return fc.oneof(
      { weight: 12, arbitrary: multipartArb },
      { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map((body) => ({ body, type: 'application/json' })) },
      { weight: 1, arbitrary: fc.constant({}) },
    );
  }
  if (!op.body && op.method === 'GET') return fc.constant({});
  const json = op.body ? arbitraryFor(op.body, known).map((v) => JSON.stringify(v) ?? 'null') : fc.constant('{}');
  return fc.oneof(
    { weight: 12, arbitrary: json.map((body) => ({ body, type: 'application/json' })) },
    { weight: 1, arbitrary: bigBody.map((body) => ({ body, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map((body) => ({ body, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(json, fc.constantFrom(...ODD_TYPES)).map(([body, type]) => ({ body, type })) },
    { weight: 1, arbitrary: multipartArb },
  );
}

/**
 * Requests for one operation: plausible values mixed with hostile ones in the path, query,
 * headers and body; the auth suits the API (advertiser token under /api, shop key under /v2)
 * with a few unsigned or garbage-signed calls; now and then another method on the same path.
 */
export function requestArb(op: Operation, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  // Uploads are staff-only: signed as staff, the multipart body reaches the parser instead of a 403.
  const natural: Auth = op.multipart ? 'staff' : op.path.startsWith('/v2') ? 'shop' : op.path.startsWith('/api') ? 'user' : 'none';
  const auth = fc.oneof(
    { weight: 10, arbitrary: fc.constant(natural) },
    { weight: 1, arbitrary: fc.constantFrom<Auth>('none', 'garbage', op.multipart ? 'user' : 'none') },
  );
  const method = fc.oneof(
    { weight: 15, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'POST') },
  );
  return fc
    .record({
      path: pathArb(op, known),
      query: queryArb(op, known),
      headers: headersArb(op, known),
      auth,
      method,
      payload: bodyArb(op, known),
    })
    .map(({ path, query, headers, auth, method, payload }) => {
      const withBody = payload.body !== undefined && method !== 'GET' && method !== 'HEAD';
      return {
        op: `${op.method} ${op.path}`,
        method,
        path: path + query,
        headers: withBody && payload.type ? { ...headers, 'content-type': payload.type } : headers,
        auth,
        ...(withBody ? { body: payload.body } : {}),
      };
    });
}

/** Multipart operations are this many times as likely as others: their bodies have far more ways to be broken. */
const MULTIPART_WEIGHT = 15;

/** Requests over every operation of the document, each operation equally likely except uploads ({@link MULTIPART_WEIGHT}). */
export function requestsArb(doc: OpenApiDoc, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operationsOf(doc).map((op) => ({ weight: op.multipart ? MULTIPART_WEIGHT : 1, arbitrary: requestArb(op, known) })));
}
