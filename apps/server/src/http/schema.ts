import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';
import { UUID_V4_PATTERN } from '@ads/domain';

/**
 * `T | null` as JSON Schema `type: [T, 'null']`. A TypeBox Union would become `anyOf`, and Ajv's
 * type coercion turns `null` into `0` in the first branch of an anyOf, so a cleared budget would
 * arrive as 0 grosze. A type array keeps null as null.
 */
export function nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** UUID version 4 (docs/requirements.md §5 "UUID: version 4 format"; RFC 9562 §5.4), lower or upper case, no braces or URN. */
export const UUID_V4 = UUID_V4_PATTERN;

/**
 * Ajv formats registered in the Fastify constructor (app.ts `ajv.customOptions.formats`).
 * `uuid-v4`: an id of a resource; malformed in a path it answers 404 ResourceNotFoundException
 * (no such resource), elsewhere 400 ValidationException. `account-id`: an advertiser account id
 * (path or `account-id` header); malformed it answers 403 AccessForbiddenException, as a foreign
 * account does (docs/architecture.md "Plugins and access"). Both keep anything PostgreSQL's uuid type would refuse away
 * from the database.
 */
export const ID_FORMATS = { 'uuid-v4': UUID_V4, 'account-id': UUID_V4 } as const;

/** A resource id, UUID v4 (see {@link ID_FORMATS}). */
export const Uuid = (options: StringOptions = {}) => Type.String({ ...options, format: 'uuid-v4' });

/** An advertiser account id, UUID v4; malformed answers 403 (see {@link ID_FORMATS}). */
export const AccountId = (options: StringOptions = {}) => Type.String({ ...options, format: 'account-id' });

/**
 * Text without NUL and without lone UTF-16 surrogates: PostgreSQL text refuses U+0000 (a 500 before
 * this), and a lone surrogate is no Unicode character (RFC 8259 §8.2). Ajv compiles patterns with the
 * `u` flag, so emoji (surrogate pairs) pass. Use for every string that is stored or queried.
 */
export const SAFE_TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';

/** A string refused when it holds NUL or lone surrogates; `maxLength` is required so every stored text is bounded. */
export const SafeText = (options: StringOptions & { maxLength: number }) => Type.String({ pattern: SAFE_TEXT_PATTERN, ...options });

/**
 * Highest page index of paged lists. `page × size` becomes an SQL OFFSET; with size ≤ 200 this keeps
 * it far inside int4 and JS safe integers (`page=1e21` was a 500 before).
 */
export const MAX_PAGE = 1_000_000;

/**
 * Ajv plugin (app.ts `ajv.plugins`) adding the keyword `x-finite`. Ajv's type coercion turns the
 * query text `Infinity` into a number and then skips `minimum`/`maximum` for non-finite numbers, so
 * `?size=Infinity` passed `maximum: 200` (a 500 in SQL). JSON bodies cannot carry Infinity as an
 * integer; query strings, paths and headers can, so their numbers use {@link QueryInteger}.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Ajv's own type is not a dependency of the server
export function finiteNumbers(ajv: any): any {
  ajv.addKeyword({
    keyword: 'x-finite',
    schemaType: 'boolean',
    error: { message: 'must be a finite number' },
    validate: (finite: boolean, data: unknown) => !finite || typeof data !== 'number' || Number.isFinite(data),
  });
  return ajv;
}

/** An integer of a query string (or path, header): bounded and finite (see {@link finiteNumbers}). */
export const QueryInteger = (options: { minimum: number; maximum: number; default?: number; description?: string }) =>
  Type.Integer({ ...options, 'x-finite': true });

/** Zero-based page index, 0..{@link MAX_PAGE}. */
export const PageIndex = (options: { default?: number; description?: string } = {}) =>
  QueryInteger({ minimum: 0, maximum: MAX_PAGE, ...options });

/** The optional `account-id` header of advertiser routes (docs/requirements.md §7); absent answers 403 in the access check. */
export const AccountHeaders = Type.Object({
  'account-id': Type.Optional(AccountId({ description: 'The current advertiser account (UUID v4)' })),
});
