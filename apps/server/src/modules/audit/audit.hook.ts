import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '@ads/domain';
import { accountOf, isStaffActing, type ApiKeyRef } from '../access';
import { jsonValue } from './audit-changes';
import type { AuditEntry, AuditRepository } from './audit.repository';

/**
 * How the audit log names an API key in `actor_email` (docs/api-keys.md "Audit"): `api-key:adsk_<prefix> <name>`;
 * `user_id` holds the key's id.
 */
export function apiKeyAuditName(key: ApiKeyRef): string {
  return `api-key:adsk_${key.prefix} ${key.name}`;
}

/** Reads are not audited (docs/requirements.md §6 "audit log" of changes) unless staff act on an account; HEAD is a GET without a body. */
const NOT_AUDITED = new Set(['GET', 'HEAD']);
/** Longest URL kept; a longer one is cut (query strings can be long). */
const MAX_URL = 2000;
/** Entries written per transaction. */
const BATCH = 500;
/** Waits (ms) before each retry of a failed batch: about 16 s in all, then the batch is logged as lost. */
export const RETRY_DELAYS_MS = [100, 200, 400, 800, 1600, 3200, 5000, 5000];

/**
 * The audit log of API writes (docs/requirements.md §6 staff "audit log"): an onResponse hook that records
 * every non-GET call, every call of staff acting on an account (docs/architecture.md "Plugins and access") and every
 * call made with an API key (named by {@link apiKeyAuditName}) — user id
 * and e-mail (when the actor was resolved), the account (`auditAccount`, else the path's account id,
 * else the `account-id` header — access `accountOf` — when it is a uuid), the
 * acting-as-staff flag, method, URL, response status, request id and what the route reported as
 * changed (`recordChanges`) — whatever the outcome, 401 and 403 included.
 *
 * Entries are queued and written by one writer per process, in batches, each batch one chain
 * transaction (AuditRepository.append): the response never waits; a failed batch is retried with
 * backoff ({@link RETRY_DELAYS_MS}, about 16 s in all, later batches waiting so the chain keeps their
 * order) and logged at error level, entries included, only after the last attempt.
 * `flush()` waits until the queue is empty (app onClose, tests).
 */
export class AuditLog {
  private readonly queue: AuditEntry[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly repo: Pick<AuditRepository, 'append'>,
    private readonly log: FastifyBaseLogger,
    private readonly retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** The onResponse hook; register it on the /api scope. */
  readonly onResponse = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = request.actor?.apiKey;
    const account = request.auditAccountId ?? accountOf(request) ?? (key ? request.accountId : undefined);
    const actingAsStaff = isStaffActing(request.actor ?? undefined, account);
    if (NOT_AUDITED.has(request.method) && !actingAsStaff && !key) return;
    this.enqueue({
      at: new Date(),
      userId: key ? key.id : (request.actor?.userId ?? null),
      actorEmail: key ? apiKeyAuditName(key) : (request.actor?.email ?? null),
      accountId: isUuid(account) ? account.toLowerCase() : null,
      actingAsStaff,
      method: request.method,
      url: request.url.slice(0, MAX_URL).replaceAll('\u0000', '\uFFFD'),
      status: reply.statusCode,
      requestId: String(request.id),
      changes: request.auditChanges ? (jsonValue(request.auditChanges) as AuditEntry['changes']) : null,
    });
  };

  /** Queues one entry and starts the writer when idle. */
  enqueue(entry: AuditEntry): void {
    this.queue.push(entry);
    this.writing ??= this.drain().finally(() => {
      this.writing = null;
    });
  }

  /** Resolves when every entry queued so far has been written or given up on (never rejects). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      for (let attempt = 0; ; attempt++) {
        try {
          await this.repo.append(batch);
          break;
        } catch (err) {
          const delay = this.retryDelaysMs[attempt];
          if (delay === undefined) {
            this.log.error({ err, audit: batch }, 'audit log: insert failed, entries lost');
            break;
          }
          this.log.warn({ err, entries: batch.length, retryInMs: delay }, 'audit log: insert failed, retrying');
          await sleep(delay);
        }
      }
    }
  }
}
