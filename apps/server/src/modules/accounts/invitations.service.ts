import { createHash, randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../idp';
import type { MailFace } from '../mail';
import type { TermsFace, TermsVersionView } from '../terms';
import type { InvitationRow, InvitationsRepository, InvitationWithAccount } from './invitations.repository';
import { invitationMail } from './invitation-mail';
import { DEFAULT_LANGUAGE, isLanguage, type AccountRole } from '@ads/domain';

/** An invitation link is valid 7 days (docs/requirements.md §1 "emailed link valid 7 days", §9). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Shortest password a new user may choose on the invitation page. */
export const MIN_PASSWORD_LENGTH = 8;

/** SHA-256 hex of a link token: only this is stored (a database leak exposes no working link). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What the invitation page shows for a token. */
export type InvitationLookup =
  | { kind: 'valid'; invitation: InvitationWithAccount; existingUser: boolean; terms: TermsVersionView | null }
  | { kind: 'gone' } // used or expired: 410
  | { kind: 'banned' } // the e-mail of a banned advertiser (docs/requirements.md §1.6): 403
  | { kind: 'unknown' }; // never issued or replaced by a newer invitation: 404

/** The invitation form as posted (application/x-www-form-urlencoded field names). */
export interface InvitationForm {
  name?: string;
  password?: string;
  passwordRepeat?: string;
  terms?: string;
  /** The terms version the page showed (a hidden field); accepted only if it is still the one in force. */
  termsVersion?: string;
}

/** Field → message of a rejected form. */
export type FormErrors = Partial<Record<'name' | 'password' | 'passwordRepeat' | 'terms', string>>;

/** Who joined which account by accepting (the audit entry of the join). */
export interface Joined {
  userId: string;
  accountId: string;
  invitationId: string;
  email: string;
  /** True when accepting created the user. */
  created: boolean;
  /** The terms version the user accepted. */
  termsVersion: number;
}

export type AcceptResult =
  | { kind: 'accepted'; joined: Joined }
  | { kind: 'banned' }
  | { kind: 'invalid'; lookup: InvitationLookup & { kind: 'valid' }; errors: FormErrors }
  | { kind: 'gone' }
  | { kind: 'unknown' };

/**
 * Invitations to an account (docs/requirements.md §1, §6 "add users by e-mail"): a random 256-bit token in the
 * e-mailed link `${publicUrl}/invitations/{token}`, only its SHA-256 stored, valid 7 days.
 * `passwordLogin` is true with the embedded identity provider: the page then asks for a password;
 * with an external Keycloak the sign-in account is created there, the page only records the user.
 */
export class InvitationsService {
  constructor(
    private readonly repo: InvitationsRepository,
    private readonly mail: MailFace,
    private readonly terms: TermsFace,
    private readonly opts: { publicUrl: string; now: () => Date; passwordLogin: boolean },
  ) {}

  /**
   * Creates (or refreshes: new token, new 7-day expiry) the invitation of `email` to the account and
   * e-mails the link (the token is a secret of the outbox copy, see MailService). The caller has checked access. A failed delivery does not fail the invitation:
   * the outbox records it (GET /api/marops/mail-outbox).
   */
  async invite(
    account: { id: string; name: string },
    email: string,
    invitedBy: { userId: string; name: string },
    role: AccountRole = 'ADMIN',
  ): Promise<InvitationRow> {
    const token = randomBytes(32).toString('base64url');
    const now = this.opts.now();
    const invitation = await this.repo.upsertPending({
      accountId: account.id,
      email,
      tokenHash: hashToken(token),
      invitedBy: invitedBy.userId,
      now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      role,
    });
    const link = `${this.opts.publicUrl}/invitations/${token}`;
    // In the language the invitee chose, when they are a user already (docs/conventions.md "The web app").
    const language = (await this.repo.userByEmail(email))?.language;
    const content = invitationMail(
      { accountName: account.name, inviterName: invitedBy.name, link, expiresAt: invitation.expiresAt },
      isLanguage(language) ? language : DEFAULT_LANGUAGE,
    );
    await this.mail.send({ to: email, ...content, secrets: [token] });
    return invitation;
  }

  /** The invitation behind a link token. */
  async lookup(token: string): Promise<InvitationLookup> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { kind: 'unknown' };
    const invitation = await this.repo.findByTokenHash(hashToken(token));
    if (!invitation) return { kind: 'unknown' };
    if (invitation.acceptedAt !== null || invitation.expiresAt <= this.opts.now()) return { kind: 'gone' };
    if (await this.repo.emailBanned(invitation.email)) return { kind: 'banned' };
    const existingUser = (await this.repo.userByEmail(invitation.email)) !== undefined;
    return { kind: 'valid', invitation, existingUser, terms: await this.terms.inForce() };
  }

  /**
   * Accepts the invitation: checks the form (docs/requirements.md §5: terms ticked, a user name and a password of
   * at least 8 characters, repeated), then creates the user with an scrypt password hash, the
   * membership and the terms acceptance (the version in force, which must be the one the page showed:
   * `form.termsVersion`; with `ip`), and marks it accepted.
   * A user who already exists (one account per e-mail, docs/requirements.md §1) joins only by accepting (docs/requirements.md §6):
   * with the embedded identity provider they confirm with their own password on this page, so
   * nobody else (another user included) can accept for them; with an external Keycloak, which keeps
   * the passwords, the link e-mailed to their address is the proof, as for a new user.
   * The e-mail of a banned advertiser (any letter case) cannot accept (`banned`, docs/requirements.md §1.6).
   */
  async accept(token: string, form: InvitationForm, ip: string | null): Promise<AcceptResult> {
    const lookup = await this.lookup(token);
    if (lookup.kind !== 'valid') return lookup;
    const user = await this.repo.userByEmail(lookup.invitation.email);
    const current = { ...lookup, existingUser: user !== undefined };
    const errors = validateForm(form, { newUser: !user, passwordLogin: this.opts.passwordLogin });
    const termsVersion = lookup.terms?.version;
    if (!errors.terms && (termsVersion === undefined || form.termsVersion !== String(termsVersion))) {
      errors.terms = 'The Terms and Conditions changed since this page was opened. Read the terms below and tick the box again.';
    }
    if (user && this.opts.passwordLogin && !errors.password && !(await verifyPassword(form.password ?? '', user.passwordHash ?? ''))) {
      errors.password = `This is not the password of the Ads Portal user ${lookup.invitation.email}.`;
    }
    if (Object.keys(errors).length > 0) return { kind: 'invalid', lookup: current, errors };
    const passwordHash = !user && this.opts.passwordLogin ? await hashPassword(form.password ?? '') : null;
    const now = this.opts.now();
    const done = await this.repo.accept({
      tokenHash: hashToken(token),
      now,
      userId: user?.id ?? null,
      name: (form.name ?? '').trim(),
      passwordHash,
      recordTerms: (tx, userId) => this.terms.recordAcceptance({ userId, version: termsVersion!, at: now, ip }, tx),
    });
    if (done === 'banned') return { kind: 'banned' };
    if (done !== 'user-changed') return done ? { kind: 'accepted', joined: { ...done, termsVersion: termsVersion! } } : { kind: 'gone' };
    // A user of this e-mail appeared (or went) since the page was shown: ask again with the right form.
    const again = await this.lookup(token);
    return again.kind === 'valid'
      ? { kind: 'invalid', lookup: again, errors: { terms: 'Your sign-in user changed meanwhile. Fill in the form again.' } }
      : again;
  }
}

function validateForm(form: InvitationForm, mode: { newUser: boolean; passwordLogin: boolean }): FormErrors {
  const errors: FormErrors = {};
  if (!mode.newUser && mode.passwordLogin && !form.password) errors.password = 'Enter the password of your Ads Portal user.';
  if (mode.newUser) {
    const name = (form.name ?? '').trim();
    if (name === '') errors.name = 'Enter your name.';
    else if (name.length > 200) errors.name = 'Your name may have at most 200 characters.';
    if (mode.passwordLogin) {
      const password = form.password ?? '';
      if (password.length < MIN_PASSWORD_LENGTH) errors.password = `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
      else if (password.length > 1024) errors.password = 'The password may have at most 1024 characters.';
      else if (form.passwordRepeat !== password) errors.passwordRepeat = 'The passwords do not match.';
    }
  }
  if (!form.terms) errors.terms = 'You must accept the Terms and Conditions.';
  return errors;
}
