import { createHash } from 'node:crypto';
import type { KsefClient, OnlineSession } from './ksef-client';
import { KsefHttpError } from './ksef-http';
import { sha256Base64 } from './ksef-crypto';
import type { InvoiceStatus } from './ksef-schemas';
import type { KsefPatch, KsefRepository, KsefState, KsefSubmissionRow } from './ksef.repository';

type Log = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };

export interface KsefSubmissionDeps {
  repo: KsefRepository;
  client: KsefClient;
  /** The invoice's stored FA(3) XML, byte for byte as issued (docs/billing.md "One fixed document"). */
  xmlOf: (invoiceId: string) => Promise<Buffer>;
  now: () => Date;
  /** How long one attempt holds the row, ms (longer than an attempt's polls). */
  leaseMs: number;
  log: Log;
}

/** What one attempt ended with: the state now, and when to try again if not finished. */
export interface SubmitOutcome {
  state: KsefState | 'SKIPPED';
  /** Set when the invoice needs another attempt: not before this many ms. */
  retryAfterMs?: number;
}

/** Invoice status codes of a processing still under way (SessionInvoiceStatusResponse.status). */
const IN_PROGRESS = new Set([100, 150]);
/** Processing cancelled for reasons of the session or the system, or unknown: send again in a new session. */
const SEND_AGAIN = new Set([405, 500, 550]);
/** A UPO not (yet) there: KSeF exception 21178 "Nie znaleziono UPO…". */
const UPO_NOT_YET = 21178;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** A status that asks for a new sending attempt (KSeF cancelled the processing). */
class SendAgain extends Error {}

/**
 * Sends one issued invoice to KSeF and follows it to its KSeF number and UPO (docs/ksef.md "Flow",
 * "Idempotency"). Each step is written down before the next, so an attempt after a crash goes on where
 * the last one stopped: with an invoice reference it re-reads the status first and never sends again;
 * an accepted invoice is never sent again (the row's trigger holds it). Were an invoice ever sent twice
 * (a crash between sending and writing its reference), KSeF answers 440 "duplicate" with the number it
 * already gave, which is taken as the acceptance.
 */
export class KsefSubmissionService {
  constructor(private readonly d: KsefSubmissionDeps) {}

  /**
   * One attempt for `invoiceId`. Returns SKIPPED when there is nothing to do or another worker holds it.
   * Failures (KSeF unavailable, 429, still processing, authentication refused) are written to the row
   * (last_error, next_attempt_at) and returned with the delay: Retry-After when KSeF gave one, else
   * 30 s × 2^(attempt−1), at most 6 h.
   */
  async submit(invoiceId: string): Promise<SubmitOutcome> {
    const row = await this.d.repo.claim(invoiceId, this.d.now(), this.d.leaseMs);
    if (!row) return { state: 'SKIPPED' };
    try {
      const state = row.status === 'ACCEPTED' ? 'ACCEPTED' : await this.decide(row);
      if (state === 'ACCEPTED') await this.fetchUpo(invoiceId);
      await this.d.repo.update(invoiceId, { lockedUntil: null, lastError: null, nextAttemptAt: null }, this.d.now());
      return { state };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, row.attempts - 1));
      const retryAfterMs = Math.max(backoff, error instanceof KsefHttpError ? (error.retryAfterMs ?? 0) : 0);
      const now = this.d.now();
      await this.d.repo.update(
        invoiceId,
        { lockedUntil: null, lastError: message, nextAttemptAt: new Date(now.getTime() + retryAfterMs) },
        now,
      );
      this.d.log.warn({ invoiceId, attempt: row.attempts, retryAfterMs, err: message }, 'KSeF submission attempt failed');
      const after = await this.d.repo.find(invoiceId);
      return { state: (after?.status ?? row.status) as KsefState, retryAfterMs };
    }
  }

  /** Sends the invoice unless it was sent already, then polls its status to a decision; closes the session. */
  private async decide(row: KsefSubmissionRow): Promise<KsefState> {
    const id = row.invoiceId;
    let sessionRef = row.sessionReference;
    let invoiceRef = row.invoiceReference;
    if (!sessionRef || !invoiceRef) {
      const xml = await this.d.xmlOf(id);
      const session: OnlineSession = await this.d.client.openSession();
      sessionRef = session.referenceNumber;
      await this.d.repo.update(
        id,
        { status: 'SENDING', sessionReference: sessionRef, invoiceReference: null, sessionClosedAt: null },
        this.d.now(),
      );
      const sent = await this.d.client.sendInvoice(session, xml);
      invoiceRef = sent.referenceNumber;
      await this.d.repo.update(id, { invoiceReference: invoiceRef, invoiceHash: sent.invoiceHash, sentAt: this.d.now() }, this.d.now());
      this.d.log.info({ invoiceId: id, sessionReference: sessionRef, invoiceReference: invoiceRef }, 'invoice sent to KSeF');
    }
    let status: InvoiceStatus | undefined;
    await this.d.client.poll(async () => {
      status = await this.d.client.invoiceStatus(sessionRef!, invoiceRef!);
      return !IN_PROGRESS.has(status.status.code);
    }, `processing of invoice ${invoiceRef}`);
    const s = status!;
    const now = this.d.now();
    const texts: KsefPatch = {
      statusCode: s.status.code,
      statusDescription: s.status.description,
      statusDetails: s.status.details ?? null,
    };
    let state: KsefState;
    if (s.status.code === 200 && s.ksefNumber) {
      state = 'ACCEPTED';
      const decidedAt = s.acquisitionDate ? new Date(s.acquisitionDate) : now;
      await this.d.repo.update(id, { ...texts, status: state, ksefNumber: s.ksefNumber, decidedAt }, now);
    } else if (s.status.code === 440 && s.status.extensions?.originalKsefNumber && s.status.extensions.originalSessionReferenceNumber) {
      // Accepted before (a send repeated after a crash): KSeF names the number it gave and that session.
      state = 'ACCEPTED';
      const ext = s.status.extensions;
      await this.d.repo.update(
        id,
        {
          ...texts,
          status: state,
          ksefNumber: ext.originalKsefNumber,
          sessionReference: ext.originalSessionReferenceNumber,
          invoiceReference: null,
          decidedAt: now,
        },
        now,
      );
    } else if (SEND_AGAIN.has(s.status.code)) {
      await this.closeQuietly(id, sessionRef);
      await this.d.repo.update(id, { ...texts, status: 'NOT_SENT', sessionReference: null, invoiceReference: null }, now);
      throw new SendAgain(`KSeF cancelled the processing (${s.status.code} ${s.status.description}); it is sent again`);
    } else {
      state = 'REJECTED';
      await this.d.repo.update(id, { ...texts, status: state, decidedAt: now }, now);
      this.d.log.warn({ invoiceId: id, code: s.status.code, description: s.status.description }, 'KSeF rejected the invoice');
    }
    await this.closeQuietly(id, sessionRef);
    return state;
  }

  /** Closes the session once; a session KSeF already closed (400, e.g. 21180) counts as closed. */
  private async closeQuietly(invoiceId: string, sessionRef: string): Promise<void> {
    const current = await this.d.repo.find(invoiceId);
    if (current?.sessionClosedAt && current.sessionReference === sessionRef) return;
    try {
      await this.d.client.closeSession(sessionRef);
    } catch (error) {
      if (!(error instanceof KsefHttpError) || error.status !== 400) throw error;
    }
    if (current?.sessionReference === sessionRef) await this.d.repo.update(invoiceId, { sessionClosedAt: this.d.now() }, this.d.now());
  }

  /** Polls the accepted invoice's UPO until KSeF has it, checks its hash and stores it byte for byte. */
  private async fetchUpo(invoiceId: string): Promise<void> {
    const row = await this.d.repo.find(invoiceId);
    if (!row || row.upo || !row.sessionReference) return;
    const by = row.invoiceReference ? { invoiceReference: row.invoiceReference } : { ksefNumber: row.ksefNumber! };
    let upo: { xml: Buffer; hash: string | null } | undefined;
    await this.d.client.poll(async () => {
      try {
        upo = await this.d.client.invoiceUpo(row.sessionReference!, by);
        return true;
      } catch (error) {
        if (error instanceof KsefHttpError && (error.status === 404 || error.codes.includes(UPO_NOT_YET))) return false;
        throw error;
      }
    }, `UPO of invoice ${row.ksefNumber}`);
    const { xml, hash } = upo!;
    if (hash && hash !== sha256Base64(xml)) throw new KsefHttpError('KSeF UPO does not match its x-ms-meta-hash', 200, true);
    const now = this.d.now();
    await this.d.repo.update(invoiceId, { upo: xml, upoSha256: createHash('sha256').update(xml).digest('hex'), upoAt: now }, now);
    this.d.log.info({ invoiceId, ksefNumber: row.ksefNumber }, 'KSeF UPO stored');
  }
}
