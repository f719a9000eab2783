import { DomainError } from '@ads/domain';
import type { Actor } from '../access';
import type { Database } from '@ads/db';
import type { AcceptanceRecord, TermsRepository, TermsVersionRow } from './terms.repository';
import type { TermsConfig } from './terms.config';
import { fillTermsText } from './terms-text';

/** Answer of POST /account-views/user/accept-terms-of-service. */
export interface TermsAcceptance {
  termsOfServiceAccepted: true;
  version: number;
  /** ISO-8601 UTC instant of the acceptance. */
  acceptedAt: string;
}

/** A terms version as users read it: its text with the company data filled in, ISO-8601 UTC instants. */
export interface TermsVersionView {
  version: number;
  text: string;
  publishedAt: string;
  /** The Warsaw day start from which it is in force. */
  takesEffectAt: string;
}

/** The caller's terms: the version in force, the next one if published, and what they accepted. */
export interface MyTermsView {
  versionInForce: number | null;
  /** The soonest version published but not yet in force, without its text; null when none. */
  upcoming: { version: number; takesEffectAt: string } | null;
  acceptedVersion: number | null;
  accepted: boolean;
  /** Every acceptance of the caller, newest first. */
  acceptances: Array<{ version: number; acceptedAt: string }>;
}

/** A version's view with its placeholders filled. */
export function termsVersionView(row: TermsVersionRow, company: TermsConfig['company']): TermsVersionView {
  return {
    version: row.version,
    text: fillTermsText(row.text, company),
    publishedAt: row.publishedAt.toISOString(),
    takesEffectAt: row.takesEffectAt.toISOString(),
  };
}

/**
 * Terms of service versions and their acceptance (docs/requirements.md §1 terms, §2 terms dialog, §7
 * accept-terms-of-service; docs/terms.md). The version in force is the newest whose takes-effect
 * instant has passed on the server clock `now`.
 */
export class TermsService {
  constructor(
    private readonly repo: TermsRepository,
    private readonly now: () => Date,
    private readonly company: TermsConfig['company'],
  ) {}

  /**
   * Records that the caller accepted `version` of the terms (user, version, time, client IP).
   * Accepting again is allowed and appends another record (the history is the evidence).
   * @throws DomainError ValidationException (400, field VERSION) unless `version` is the number of the
   *   version in force for this request (`actor.termsVersionInForce`): a client must not accept terms
   *   it has not shown, nor a version not yet (or no longer) in force.
   */
  async accept(actor: Actor, version: unknown, ip: string | null): Promise<TermsAcceptance> {
    const inForce = actor.termsVersionInForce;
    if (inForce === null || version !== inForce) {
      throw new DomainError('ValidationException', `The terms version in force is ${inForce ?? 'none'}.`, 'VERSION');
    }
    const at = this.now();
    await this.repo.recordAcceptance({ userId: actor.userId, version: inForce, at, ip });
    return { termsOfServiceAccepted: true, version: inForce, acceptedAt: at.toISOString() };
  }

  /** Any signed-in user: the caller's terms state (in force, upcoming, accepted history). */
  async mine(actor: Actor): Promise<MyTermsView> {
    const [upcoming] = await this.repo.upcoming(this.now());
    const acceptances = await this.repo.acceptances(actor.userId);
    return {
      versionInForce: actor.termsVersionInForce,
      upcoming: upcoming ? { version: upcoming.version, takesEffectAt: upcoming.takesEffectAt.toISOString() } : null,
      acceptedVersion: actor.termsAcceptedVersion,
      accepted: actor.termsAccepted,
      acceptances: acceptances.map((a) => ({ version: a.version, acceptedAt: a.acceptedAt.toISOString() })),
    };
  }

  /**
   * Any signed-in user: version `version` (in force, earlier or upcoming: all published versions are public to users).
   * @throws DomainError ResourceNotFoundException (404) for a version never published.
   */
  async version(_actor: Actor, version: number): Promise<TermsVersionView> {
    const row = await this.repo.find(version);
    if (!row) throw new DomainError('ResourceNotFoundException', `Terms version ${version} not found.`);
    return termsVersionView(row, this.company);
  }

  /** The version in force now, with its text (the invitation page shows it); null when none has taken effect. */
  async inForce(): Promise<TermsVersionView | null> {
    const row = await this.repo.inForce(this.now());
    return row ? termsVersionView(row, this.company) : null;
  }

  /**
   * Records an acceptance the caller has checked (e.g. the invitation form's ticked terms):
   * inside `tx`, the caller's transaction, when given (the new user and the acceptance commit together).
   */
  async recordAcceptance(record: AcceptanceRecord, tx?: Database): Promise<void> {
    await this.repo.recordAcceptance(record, tx);
  }
}
