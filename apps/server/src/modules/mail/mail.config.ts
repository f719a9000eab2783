import { z } from 'zod';

export const mailEnv = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Ads Portal <no-reply@ads-portal.local>'),
});

export interface MailConfig {
  /** Outgoing e-mail: SMTP_URL, or undefined for the embedded in-process SMTP outbox (main.ts); From header. */
  mail: { smtpUrl: string | undefined; from: string };
}

export function mailConfig(e: z.infer<typeof mailEnv>): MailConfig {
  return { mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } };
}
