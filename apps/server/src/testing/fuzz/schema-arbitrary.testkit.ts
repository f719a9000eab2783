import fc from 'fast-check';
import { edgeNumber, edgeString, wrongType } from './edge-values.testkit';

/** The subset of JSON Schema that apps/server/openapi.json uses (TypeBox output, no $ref). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  [key: string]: unknown;
}

/** Ids the server knows (fixtures), so that generated requests reach the services, not only validation. */
export interface KnownIds {
  uuids: string[];
  skus: string[];
}

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A plausible value for a pattern we know from the routes; undefined when we cannot guess one. */
function fromPattern(pattern: string): fc.Arbitrary<string> | undefined {
  const alternatives = /^\^\(([\w|]+)\),\(ASC\|DESC\)\$$/.exec(pattern);
  if (alternatives)
    return fc.tuple(fc.constantFrom(...alternatives[1]!.split('|')), fc.constantFrom('ASC', 'DESC')).map(([k, d]) => `${k},${d}`);
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return day;
  return undefined;
}

function validString(schema: JsonSchema, known: KnownIds): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || schema.format === 'uuid-v4' || schema.format === 'account-id')
    return fc.oneof(fc.constantFrom(...known.uuids), fc.uuid({ version: 4 }));
  if (schema.format === 'date') return day;
  if (schema.format === 'email') return fc.emailAddress();
  const fromP = schema.pattern ? fromPattern(schema.pattern) : undefined;
  if (fromP) return fromP;
  const max = Math.min(schema.maxLength ?? 30, 30);
  return fc.oneof(fc.constantFrom(...known.skus), fc.string({ minLength: schema.minLength ?? 0, maxLength: max }));
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true });
}

/**
 * Values for a JSON schema: mostly plausible ones (so requests get past validation into services
 * and repositories), mixed with edge strings, edge numbers and wrong types at every level.
 * `depth` bounds recursion into nested objects and arrays.
 */
export function arbitraryFor(schema: JsonSchema, known: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  const edge = fc.oneof(edgeString, edgeNumber, wrongType);
  return fc.oneof({ weight: 3, arbitrary: plausible(schema, known, depth) }, { weight: 1, arbitrary: edge });
}

function plausible(schema: JsonSchema, known: KnownIds, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => arbitraryFor(b, known, depth + 1)));
  if (schema.allOf)
    return fc
      .tuple(...schema.allOf.map((b) => plausible(b, known, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((p) => typeof p === 'object')));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return fc.oneof(...types.map((t) => ofType(t, schema, known, depth)));
}

function ofType(type: string, schema: JsonSchema, known: KnownIds, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema, known);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 3 || !schema.items) return fc.constant([]);
      return fc.array(arbitraryFor(schema.items, known, depth + 1), { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: 4 });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, arbitraryFor(s, known, depth + 1)]));
      // Usually every required key, now and then some missing ("missing fields"), now and then an unknown extra key.
      const complete = fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
      const partial = fc.record(model, { requiredKeys: [] });
      const extra = fc.tuple(complete, fc.string({ maxLength: 8 }), wrongType).map(([rec, k, v]) => ({ ...rec, [k]: v }));
      return fc.oneof({ weight: 6, arbitrary: complete }, { weight: 2, arbitrary: partial }, { weight: 1, arbitrary: extra });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
