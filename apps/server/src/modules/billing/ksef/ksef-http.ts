import type { z } from 'zod';
import { ErrorBody } from './ksef-schemas';

/**
 * A failed call to KSeF. `retryable` for 429, 5xx, timeouts and network errors (try again later,
 * not before `retryAfterMs` when KSeF said so in Retry-After, RFC 9110 §10.2.3); not for other 4xx.
 * The message names the method, path, HTTP status and KSeF's exception codes; never a token.
 */
export class KsefHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly codes: number[] = [],
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'KsefHttpError';
  }
}

/** How requests are made: the API base, timeouts and in-call retries. */
export interface HttpSettings {
  /** e.g. https://api-test.ksef.mf.gov.pl/v2 */
  baseUrl: string;
  /** One request's timeout, ms. */
  timeoutMs: number;
  /** Retries within one call on 429, 5xx and network errors (default 2). */
  retries?: number;
  /** A Retry-After longer than this is not waited for in the call: the error goes to the job, which re-queues, ms (default 30 s). */
  maxInlineWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface KsefCall<T> {
  method: 'GET' | 'POST';
  path: string;
  /** Authorization: Bearer … (an authentication, access or refresh token). */
  bearer?: string;
  body?: unknown;
  /** The answer's zod schema (JSON); without it the body is returned as bytes (the UPO XML). */
  schema?: z.ZodType<T>;
}

export interface KsefAnswer<T> {
  status: number;
  headers: Headers;
  data: T;
}

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as ms: delta-seconds or an HTTP-date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * One call to KSeF with retries inside the call: on 429 and 5xx it waits Retry-After when given (else
 * 1 s, 2 s, …) and tries again, up to `retries` times; a Retry-After beyond `maxInlineWaitMs` ends the
 * call at once with a retryable error that carries it. Every request asks for RFC 9457 problem details
 * (X-Error-Format: problem-details, KSeF API 2.0).
 * @throws KsefHttpError (retryable or not), or a zod error when the answer does not match its schema.
 */
export async function ksefRequest<T>(s: HttpSettings, call: KsefCall<T>): Promise<KsefAnswer<T>> {
  const retries = s.retries ?? 2;
  const maxWait = s.maxInlineWaitMs ?? 30_000;
  const sleep = s.sleep ?? sleepMs;
  const what = `${call.method} ${call.path}`;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(`${s.baseUrl}${call.path}`, {
        method: call.method,
        headers: {
          accept: call.schema ? 'application/json' : 'application/xml',
          'x-error-format': 'problem-details',
          ...(call.bearer ? { authorization: `Bearer ${call.bearer}` } : {}),
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        signal: AbortSignal.timeout(s.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      if (attempt < retries) {
        await sleep(1000 * 2 ** attempt);
        continue;
      }
      throw new KsefHttpError(`${what}: no answer (${reason})`, null, true);
    }
    if (res.ok) {
      if (!call.schema) return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) as T };
      const text = await res.text();
      const data = call.schema.parse(text ? JSON.parse(text) : {});
      return { status: res.status, headers: res.headers, data };
    }
    const codes = errorCodes(await res.text());
    const retryable = res.status === 429 || res.status >= 500;
    const wait = retryAfterMs(res.headers.get('retry-after'));
    if (retryable && attempt < retries && (wait ?? 0) <= maxWait) {
      await sleep(wait ?? 1000 * 2 ** attempt);
      continue;
    }
    const detail = codes.length ? ` (KSeF codes ${codes.join(', ')})` : '';
    throw new KsefHttpError(`${what}: HTTP ${res.status}${detail}`, res.status, retryable, codes, wait);
  }
}

/** KSeF's exception codes from an error body (ExceptionResponse or problem details), [] when none. */
function errorCodes(text: string): number[] {
  try {
    const body = ErrorBody.safeParse(JSON.parse(text));
    if (!body.success) return [];
    const fromList = body.data.exception?.exceptionDetailList?.flatMap((d) => (d.exceptionCode ? [d.exceptionCode] : [])) ?? [];
    return [...fromList, ...(body.data.errors?.map((e) => e.code) ?? [])];
  } catch {
    return [];
  }
}
