import type { MailService } from './mail.service';

/** What other modules call on `app.mail`: sending an e-mail (recorded in the outbox). */
export type MailFace = Pick<MailService, 'send'>;
