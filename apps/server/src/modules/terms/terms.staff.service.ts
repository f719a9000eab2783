import { DomainError, termsIssueMessage, termsPublicationIssues, termsTakeEffectAt, warsawDay } from '@ads/domain';
import type { StaffScope } from '../access';
import type { MailFace } from '../mail';
import type { NotificationsFace } from '../notifications';
import type { ChangeRecorder } from '../audit';
import type { TermsConfig } from './terms.config';
import type { TermsStaffRepository } from './terms.staff.repository';
import { termsVersionView, type TermsVersionView } from './terms.service';
import { newTermsMail } from './terms-mail';

/** One version in the staff list (no text). */
export interface StaffTermsVersionView {
  version: number;
  publishedAt: string;
  takesEffectAt: string;
  /** Warsaw day of takesEffectAt, YYYY-MM-DD. */
  takesEffectOn: string;
  acceptedBy: number;
}

/** What a publication did: the version and how many advertiser users were e-mailed. */
export interface PublishedTermsView extends TermsVersionView {
  takesEffectOn: string;
  notified: number;
}

/** A user to tell about new terms. */
export interface TermsRecipient {
  email: string;
  name: string;
}

export interface TermsStaffDeps {
  repo: TermsStaffRepository;
  mail: MailFace;
  now: () => Date;
  company: TermsConfig['company'];
  /** Every advertiser user (the accounts module's face; read per call). */
  recipients: () => Promise<TermsRecipient[]>;
  /** Where users read the terms: `${publicUrl}/terms/{version}`. */
  publicUrl: string;
  /** In-app notices (docs/notifications.md); the e-mail is the announcement above. */
  notifications?: NotificationsFace;
}

/** E-mails sent at once while publishing (the outbox records each; a failed one does not stop the others). */
const MAIL_CONCURRENCY = 4;

/** Staff (role marops) publishing terms versions (docs/requirements.md §1 "terms changes take effect after 7 days", docs/terms.md). */
export class TermsStaffService {
  constructor(private readonly d: TermsStaffDeps) {}

  /** Every version, newest first, with how many users accepted it. */
  async list(scope: StaffScope): Promise<StaffTermsVersionView[]> {
    return (await this.d.repo.list(scope)).map((r) => ({
      version: r.version,
      publishedAt: r.publishedAt.toISOString(),
      takesEffectAt: r.takesEffectAt.toISOString(),
      takesEffectOn: warsawDay(r.takesEffectAt),
      acceptedBy: r.acceptedBy,
    }));
  }

  /**
   * Publishes the next version: `text` (markdown, `{{company.*}}` placeholders allowed) taking effect at
   * the start of Warsaw day `takesEffectOn`, at least 7 days after now (domain `termsPublicationIssues`),
   * then e-mails every advertiser user (through the mail outbox) that new terms take effect that day.
   * @throws DomainError ValidationException (400) with field TAKES_EFFECT_ON (malformed or too soon) or
   *   TEXT (blank or too long) and the domain's message.
   */
  async publish(scope: StaffScope, input: { text: string; takesEffectOn: string }, onChange?: ChangeRecorder): Promise<PublishedTermsView> {
    const now = this.d.now();
    const [issue] = termsPublicationIssues(input, now);
    if (issue) throw new DomainError('ValidationException', termsIssueMessage(issue), issue.field);
    const row = await this.d.repo.publish(scope, {
      text: input.text,
      publishedAt: now,
      takesEffectAt: termsTakeEffectAt(input.takesEffectOn),
      publishedBy: scope.actor.userId,
    });
    onChange?.({}, { version: row.version, takesEffectOn: input.takesEffectOn, textLength: row.text.length });
    const recipients = await this.d.recipients();
    const mail = newTermsMail({ version: row.version, takesEffectOn: input.takesEffectOn, link: `${this.d.publicUrl}/terms/${row.version}` });
    for (let i = 0; i < recipients.length; i += MAIL_CONCURRENCY) {
      await Promise.all(recipients.slice(i, i + MAIL_CONCURRENCY).map((r) => this.d.mail.send({ to: r.email, ...mail })));
    }
    await this.d.notifications?.notifyAllAccounts({
      kind: 'NEW_TERMS_VERSION',
      eventKey: `v${row.version}`,
      payload: { version: row.version, takesEffectOn: input.takesEffectOn },
      linkPath: `/terms/${row.version}`,
    });
    return { ...termsVersionView(row, this.d.company), takesEffectOn: input.takesEffectOn, notified: recipients.length };
  }
}
