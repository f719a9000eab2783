import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffActing } from '../access/access';
import { accountHeaderOf } from '../access/access.plugin';
import type { AuditRepository } from './audit.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Reads are not audited (spec §6 "audit log" of changes) unless staff act on an account; HEAD is a GET without a body. */
const NOT_AUDITED = new Set(['GET', 'HEAD']);
/** Longest URL kept; a longer one is cut (query strings can be long). */
const MAX_URL = 2000;

/**
 * The audit log of API writes (spec §6 staff "audit log"): an onResponse hook that records every
 * non-GET call, and every call of staff acting on an account (DESIGN.md "Access") — user id (when
 * the actor was resolved), the `account-id` header (when it is a uuid), the acting-as-staff flag,
 * method, URL and response status — whatever the outcome, 401 and 403 included.
 * The insert is fire-and-forget, so it never delays or fails the request; a failed insert is
 * logged at error level. `flush()` waits for the inserts in flight (app onClose, tests).
 */
export class AuditLog {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly repo: AuditRepository) {}

  /** The onResponse hook; register it on the /api scope. */
  readonly onResponse = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const account = accountHeaderOf(request);
    const actingAsStaff = isStaffActing(request.actor ?? undefined, account);
    if (NOT_AUDITED.has(request.method) && !actingAsStaff) return;
    const entry = {
      userId: request.actor?.userId ?? null,
      accountId: account && UUID.test(account) ? account : null,
      actingAsStaff,
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
