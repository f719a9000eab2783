import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * `T | null` as JSON Schema `type: [T, 'null']`. A TypeBox Union would become `anyOf`, and Ajv's
 * type coercion turns `null` into `0` in the first branch of an anyOf, so a cleared budget would
 * arrive as 0 grosze. A type array keeps null as null.
 */
export function nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}
