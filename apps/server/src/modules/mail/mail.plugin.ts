import fp from 'fastify-plugin';
import { MailOutboxRepository } from './mail.repository';
import { MailService } from './mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail over SMTP, recorded in the outbox. */
    mail: MailService;
  }
}

/**
 * Mail module: SMTP_URL, or `smtpUrl` (main.ts passes its embedded outbox's URL) when unset.
 * With a real relay link tokens are redacted in the stored copy; the embedded outbox keeps them.
 */
export const mailModule = fp<{ smtpUrl?: string }>(
  async (app, opts) => {
    const { smtpUrl, from } = app.config.mail;
    const mail = new MailService(new MailOutboxRepository(app.db), { smtpUrl: smtpUrl ?? opts.smtpUrl, from, keepSecrets: !smtpUrl });
    app.decorate('mail', mail);
    app.addHook('onClose', async () => mail.close());
  },
  { name: 'mail', dependencies: ['ads-core'], fastify: '5.x' },
);
