import fc from 'fast-check';

/*
 * Hostile values for the OpenAPI fuzz test (docs/architecture.md "Plugins and access"): what a careless or
 * malicious client sends. Big payloads are descriptors, materialised only when a request is sent,
 * so that sampling 10,000 requests does not hold gigabytes in memory.
 */

/** A body too big or too deep to keep in a sample: built by {@link materialise} at send time. */
export type BigBody = { big: 'string-1mb' } | { big: 'array-100k' } | { big: 'deep-10k' } | { big: 'object-10k-keys' };

/** Builds the JSON text of a {@link BigBody}. */
export function materialise(body: BigBody): string {
  switch (body.big) {
    case 'string-1mb':
      return JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    case 'array-100k':
      return JSON.stringify({ skus: Array.from({ length: 100_000 }, (_, i) => String(i)), campaignIds: [], skusToAdd: [] });
    case 'deep-10k':
      return '['.repeat(10_000) + ']'.repeat(10_000);
    case 'object-10k-keys':
      return JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])));
  }
}

export const bigBody: fc.Arbitrary<BigBody> = fc.constantFrom<BigBody>(
  { big: 'string-1mb' },
  { big: 'array-100k' },
  { big: 'deep-10k' },
  { big: 'object-10k-keys' },
);

/** Strings that break naive storage or queries: NUL, lone surrogates, emoji, 10k chars, SQL-ish, format look-alikes. */
export const edgeString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\uD800',
      'x\uDFFFy',
      '😀🇵🇱',
      'zażółć gęślą jaźń',
      "'; drop table campaigns; --",
      "' or '1'='1",
      '%',
      '_',
      '\\',
      '${x}',
      '<script>alert(1)</script>',
      '1e21',
      '-1',
      '2147483648',
      '9007199254740993',
      'NaN',
      'Infinity',
      '1.5',
      'null',
      'true',
      '0x10',
      '2026-02-30',
      '99999-01-01',
      '------------------------------------',
      'gggggggg-gggg-4ggg-8ggg-gggggggggggg',
      '00000000-0000-0000-0000-000000000000',
      'urn:uuid:6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f',
      '{6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f}',
      '6f1c2b9e3d4a4c5b8e7f9a0b1c2d3e4f',
      'name,ASC;drop',
      'day,ASC',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(10_000), '\u0000'.repeat(300)) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 3, arbitrary: fc.stringMatching(/^[0-9a-f-]{36}$/) },
  { weight: 2, arbitrary: fc.tuple(fc.uuid(), fc.constantFrom('0', '7', 'f')).map(([u, v]) => u.slice(0, 14) + v + u.slice(15)) },
);

/** Numbers at and past the limits of int4, bigint and JS safe integers, and non-numbers. */
export const edgeNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    1,
    1.5,
    -0.0001,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 63,
    1e21,
    1e308,
    -1e21,
    'NaN',
    '1e21',
    '12abc',
  ),
  fc.double({ noNaN: true }),
  fc.integer(),
);

/** Any JSON value of a wrong type, including deep and odd containers. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, {}, [], [null], { __proto__: 1 }, { constructor: { prototype: 1 } }),
  edgeString,
  edgeNumber,
  fc.jsonValue({ maxDepth: 3 }),
);

/** If-Match values: current, stale, malformed, out of int4 range (RFC 9110 §13.1.1). */
export const edgeIfMatch: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  '"1"',
  'W/"1"',
  '*',
  '"0"',
  '"-1"',
  '"2147483647"',
  '"2147483648"',
  '"99999999999999999999999"',
  '"1e3"',
  '"abc"',
  '1',
  '"1", "2"',
  '""',
);
