/**
 * Text hygiene of one `POST /v2/events` event, pure (docs/serving-trust.md "Each event stands alone"). JSON may carry
 * strings that PostgreSQL refuses (a NUL byte: "invalid byte sequence for encoding UTF8: 0x00"), that
 * are not Unicode at all (a lone surrogate such as \uD800, which UTF-8 cannot encode), or that are too
 * long for a btree index entry (about 2.7 kB). Such an event is rejected on its own, before any
 * database work, instead of failing the whole batch.
 */

/** Longest string accepted anywhere in an event, characters (ids are capped lower by the schemas). */
export const MAX_EVENT_STRING_LENGTH = 1024;

/** Deepest nesting looked into (free-form `page` / `object` fields); deeper is rejected. */
const MAX_DEPTH = 16;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why `text` cannot be stored, or undefined when it can: no NUL character, no lone surrogate, at
 * most `max` UTF-16 code units.
 */
export function badText(text: string, max = MAX_EVENT_STRING_LENGTH): string | undefined {
  if (text.length > max) return `longer than ${max} characters`;
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'contains a lone UTF-16 surrogate (not Unicode text)';
  return undefined;
}

/**
 * Looks at every string (values and keys) of a parsed JSON value.
 * @returns `"<JSON pointer>: <reason>"` of the first bad string, or undefined when all are storable.
 */
export function findBadText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') {
    const why = badText(value);
    return why ? `${path || '/'}: ${why}` : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_DEPTH) return `${path || '/'}: nested deeper than ${MAX_DEPTH} levels`;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, item] of entries) {
    const keyWhy = badText(key, 256);
    const at = `${path}/${keyWhy ? '?' : key}`;
    if (keyWhy) return `${at}: property name ${keyWhy}`;
    const found = findBadText(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The event's `id` when it is a storable string of at most 256 characters (safe to echo back), else undefined. */
export function echoableId(event: unknown): string | undefined {
  const id = typeof event === 'object' && event !== null ? (event as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length > 0 && badText(id, 256) === undefined ? id : undefined;
}
