import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { MailOutboxRepository } from './mail.repository';
import { MailService } from './mail.service';
import { mailStaffRoutes } from './mail.staff.routes';
import type { MailFace } from './mail.face';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail over SMTP, recorded in the outbox. */
    mail: MailFace;
  }
}

/**
 * Mail module: SMTP_URL, or `smtpUrl` (main.ts passes its embedded outbox's URL) when unset.
 * With a real relay link tokens are redacted in the stored copy; the embedded outbox keeps them.
 * Staff read the outbox at /api/marops/mail-outbox.
 */
export const mailModule = fp<{ smtpUrl?: string }>(
  async (app, opts) => {
    const { smtpUrl, from } = app.config.mail;
    const mail = new MailService(new MailOutboxRepository(app.db), { smtpUrl: smtpUrl ?? opts.smtpUrl, from, keepSecrets: !smtpUrl });
    app.decorate('mail', mail);
    app.addHook('onClose', async () => mail.close());
    await apiScope(app, (api) => mailStaffRoutes(api, mail));
  },
  { name: 'mail', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
