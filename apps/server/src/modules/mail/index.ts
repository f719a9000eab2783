/** The mail module's door: the plugin for app.ts, the face other modules call, the embedded SMTP server for main.ts. */
export { mailModule } from './mail.plugin';
export type { MailFace } from './mail.face';
export type { OutgoingMail, OutboxEntry } from './mail.service';
export { startSmtpOutbox, type ReceivedMail, type SmtpOutbox } from './smtp-outbox';
