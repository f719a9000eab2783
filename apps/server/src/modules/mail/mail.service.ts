import { createTransport, type Transporter } from 'nodemailer';
import type { MailOutboxRepository, MailOutboxRow } from './mail.repository';
import type { StaffScope } from '../access';
import { toPage, type Page } from '../../http/page';

/** A message to send; `text` is required (every client can show it), `html` is optional. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Values that must not be stored in readable form (e.g. an invitation link token): the outbox
   * copy shows `[redacted]` instead, unless the service keeps secrets (see MailService options).
   */
  secrets?: string[];
  /** Files attached to the message (e.g. an invoice PDF); the outbox copy keeps only the message text. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** The outbox entry as the staff endpoint shows it (ISO-8601 UTC instants). */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: 'SENT' | 'FAILED';
  error: string | null;
  messageId: string | null;
  createdAt: string;
}

/** Sending timeouts (ms): a slow relay must not hold a request for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * E-mail over real SMTP with nodemailer, each message recorded in mail_outbox as SENT or FAILED
 * (with the error text). `smtpUrl` is SMTP_URL (e.g. smtp://user:pass@host:587, smtps://…:465)
 * or the embedded outbox's URL (main.ts); without one every message is recorded FAILED.
 */
export class MailService {
  private readonly transport: Transporter | null;
  private readonly from: string;
  private readonly keepSecrets: boolean;

  /**
   * `keepSecrets`: store `secrets` readable in the outbox. True only for the embedded outbox, whose
   * messages reach no mailbox, so the outbox is the only place to read an invitation link; with a
   * real relay (SMTP_URL) links stay only in the recipient's mailbox (the database keeps hashes).
   */
  constructor(
    private readonly repo: MailOutboxRepository,
    options: { smtpUrl: string | undefined; from: string; keepSecrets?: boolean },
  ) {
    this.from = options.from;
    this.keepSecrets = options.keepSecrets ?? false;
    this.transport = options.smtpUrl ? createTransport({ url: options.smtpUrl, ...TIMEOUTS }) : null;
  }

  /**
   * Sends one message and records it. Never throws for a delivery failure: the caller (e.g. an
   * invitation) has already done its work, and the outbox shows what failed and why.
   * @returns the outbox entry (status SENT or FAILED).
   */
  async send({ secrets = [], attachments = [], ...mail }: OutgoingMail): Promise<OutboxEntry> {
    let status: 'SENT' | 'FAILED' = 'FAILED';
    let error: string | null = null;
    let messageId: string | null = null;
    if (!this.transport) {
      error = 'No SMTP server configured (SMTP_URL).';
    } else {
      try {
        const info = await this.transport.sendMail({ from: this.from, ...mail, attachments });
        const rejected = (info.rejected ?? []).map(String);
        if (rejected.length > 0) error = `Rejected recipients: ${rejected.join(', ')}`;
        else status = 'SENT';
        messageId = info.messageId ?? null;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
    }
    const hide = (text: string) => (this.keepSecrets ? text : secrets.reduce((t, secret) => t.split(secret).join('[redacted]'), text));
    const row = await this.repo.insert({
      ...mail,
      text: hide(mail.text),
      html: mail.html === undefined ? null : hide(mail.html),
      status,
      error,
      messageId,
    });
    return toEntry(row);
  }

  /** Staff only (the scope proves it): the outbox, newest first (docs/requirements.md §6 staff endpoints); `page` from 0, `size` 1..200. */
  async outbox(_staff: StaffScope, page: number, size: number): Promise<Page<OutboxEntry>> {
    const { rows, total } = await this.repo.page(page, size);
    return toPage(rows.map(toEntry), total, { page, size });
  }

  /** Closes pooled connections (app onClose). */
  close(): void {
    this.transport?.close();
  }
}

function toEntry(r: MailOutboxRow): OutboxEntry {
  return {
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status === 'SENT' ? 'SENT' : 'FAILED',
    error: r.error,
    messageId: r.messageId,
    createdAt: r.createdAt.toISOString(),
  };
}
