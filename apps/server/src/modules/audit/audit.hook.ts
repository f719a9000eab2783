import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_HEADER } from '../../http/caller';
import type { AuditRepository } from './audit.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Reads are not audited (spec §6 "audit log" of changes); HEAD is a GET without a body. */
const NOT_AUDITED = new Set(['GET', 'HEAD']);
/** Longest URL kept; a longer one is cut (query strings can be long). */
const MAX_URL = 2000;

/**
 * The audit log of API writes (spec §6 staff "audit log"): an onResponse hook that records every
 * non-GET call — user id (when the caller was resolved), the `account-id` header (when it is a
 * uuid), method, URL and response status — whatever the outcome, 401 and 403 included.
 * The insert is fire-and-forget, so it never delays or fails the request; a failed insert is
 * logged at error level. `flush()` waits for the inserts in flight (app onClose, tests).
 */
export class AuditLog {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly repo: AuditRepository) {}

  /** The onResponse hook; register it on the /api scope. */
  readonly onResponse = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (NOT_AUDITED.has(request.method)) return;
    const header = request.headers[ACCOUNT_HEADER];
    const account = Array.isArray(header) ? header[0] : header;
    const entry = {
      userId: (request.caller as { userId?: string } | undefined)?.userId ?? null,
      accountId: account && UUID.test(account) ? account : null,
      method: request.method,
      url: request.url.slice(0, MAX_URL),
      status: reply.statusCode,
    };
    const write: Promise<void> = this.repo
      .insert(entry)
      .catch((err: unknown) => request.log.error({ err, audit: entry }, 'audit log: insert failed'))
      .finally(() => this.inFlight.delete(write));
    this.inFlight.add(write);
  };

  /** Resolves when every insert started so far has finished (never rejects). */
  async flush(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }
}
