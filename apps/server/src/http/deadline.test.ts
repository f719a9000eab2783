import { describe, expect, it } from 'vitest';
import { DeadlineExceeded, isUnavailable } from './deadline';

/** An error as node's net module raises it: `code` is the errno name. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 10.0.0.10:5432`), { code });
/** Drizzle wraps the driver's error in DrizzleQueryError with it as `cause`. */
const wrapped = (cause: Error) => new Error('Failed query: insert into clicks …', { cause });

describe('isUnavailable: a database that cannot be reached now answers 503 (retry), not 500', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'EAI_AGAIN'])(
    '%s, alone and wrapped by the query builder',
    (code) => {
      expect(isUnavailable(socketError(code))).toBe(true);
      expect(isUnavailable(wrapped(socketError(code)))).toBe(true);
    },
  );

  it('deadlines, lost connections and retryable SQLSTATEs', () => {
    expect(isUnavailable(new DeadlineExceeded(1500))).toBe(true);
    expect(isUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isUnavailable(wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(true);
  });

  it('not bugs and refusals: a unique violation, a type error, an unknown host name', () => {
    expect(isUnavailable(wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' })))).toBe(false);
    expect(isUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isUnavailable(socketError('ENOTFOUND'))).toBe(false);
  });
});
