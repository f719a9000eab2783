import { DomainError } from '@ads/domain';
import type { Actor } from '../access';
import type { Database } from '@ads/db';
import type { AcceptanceRecord, TermsRepository } from './terms.repository';
import { CURRENT_TERMS_VERSION } from '@ads/domain';

/** Answer of POST /account-views/user/accept-terms-of-service. */
export interface TermsAcceptance {
  termsOfServiceAccepted: true;
  version: string;
  /** ISO-8601 UTC instant of the acceptance. */
  acceptedAt: string;
}

/** Terms of service acceptance (docs/requirements.md §1 terms, §2 terms dialog, §7 accept-terms-of-service). */
export class TermsService {
  constructor(
    private readonly repo: TermsRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Records that the caller accepted `version` of the terms (user, version, time, client IP).
   * Accepting again is allowed and appends another record (the history is the evidence).
   * @throws DomainError ValidationException (400, field VERSION) unless `version` is the current
   *   version (CURRENT_TERMS_VERSION): a client must not accept terms it has not shown.
   */
  async accept(actor: Actor, version: unknown, ip: string | null): Promise<TermsAcceptance> {
    if (version !== CURRENT_TERMS_VERSION) {
      throw new DomainError('ValidationException', `The terms version in force is ${CURRENT_TERMS_VERSION}.`, 'VERSION');
    }
    const at = this.now();
    await this.repo.recordAcceptance({ userId: actor.userId, version, at, ip });
    return { termsOfServiceAccepted: true, version, acceptedAt: at.toISOString() };
  }

  /**
   * Records an acceptance the caller has checked (e.g. the invitation form's ticked terms):
   * inside `tx`, the caller's transaction, when given (the new user and the acceptance commit together).
   */
  async recordAcceptance(record: AcceptanceRecord, tx?: Database): Promise<void> {
    await this.repo.recordAcceptance(record, tx);
  }
}
