import { SMTPServer } from 'smtp-server';

/** One message as an SMTP server received it. */
export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The whole RFC 5322 message as sent (headers and encoded body). */
  raw: string;
}

export interface SmtpOutbox {
  /** `smtp://127.0.0.1:<port>`, for nodemailer (or SMTP_URL). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * An in-process SMTP server on 127.0.0.1 at a free port (package smtp-server): the embedded
 * default when SMTP_URL is not set, so the product sends real SMTP without an external relay.
 * It accepts any sender and recipient and any credentials (plain text is fine on loopback);
 * every message is handed to `onMessage` (tests read it there) and otherwise dropped — the
 * product's own record is the mail_outbox table.
 * @throws Error when the port cannot be bound.
 */
export async function startSmtpOutbox(options: { onMessage?: (mail: ReceivedMail) => void } = {}): Promise<SmtpOutbox> {
  const server = new SMTPServer({
    name: 'ads-portal-outbox',
    banner: 'Ads Portal embedded outbox',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        options.onMessage?.({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
