import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { mailOutbox } from '@ads/db';
import { createTestDatabase, type TestDatabase } from '@ads/db/testing';
import { MailOutboxRepository } from './mail.repository';
import { MailService } from './mail.service';
import { testStaff } from '../../testing/actors.testkit';
import { startSmtpOutbox, type ReceivedMail, type SmtpOutbox } from './smtp-outbox';
import { decodedBody, header } from '../../testing/mail.testkit';

describe('MailService over real SMTP (smtp-server), recorded in mail_outbox', () => {
  let db: TestDatabase;
  let smtp: SmtpOutbox;
  const received: ReceivedMail[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpOutbox({ onMessage: (m) => received.push(m) });
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.close();
  });

  it('delivers the message over SMTP and records it as SENT', async () => {
    const mail = new MailService(new MailOutboxRepository(db.db), { smtpUrl: smtp.url, from: 'Ads Portal <no-reply@ads.test>' });
    const entry = await mail.send({ to: 'ola@brand.test', subject: 'Hello Ola', text: 'Zażółć gęślą jaźń', html: '<p>Hi</p>' });
    mail.close();

    expect(entry).toMatchObject({ to: 'ola@brand.test', subject: 'Hello Ola', status: 'SENT', error: null });
    expect(entry.messageId).toMatch(/^<.+>$/);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ola@brand.test']);
    expect(received[0]!.from).toBe('no-reply@ads.test');
    expect(header(received[0]!, 'Subject')).toBe('Hello Ola');
    expect(header(received[0]!, 'Message-ID')).toBe(entry.messageId);
    const rows = await db.db.select().from(mailOutbox);
    expect(rows).toEqual([expect.objectContaining({ id: entry.id, status: 'SENT', text: 'Zażółć gęślą jaźń', html: '<p>Hi</p>' })]);
  });

  it('records FAILED with the error when the SMTP server cannot be reached, without throwing', async () => {
    const closed = await startSmtpOutbox();
    await closed.close();
    const mail = new MailService(new MailOutboxRepository(db.db), { smtpUrl: closed.url, from: 'no-reply@ads.test' });
    const entry = await mail.send({ to: 'x@brand.test', subject: 'Lost', text: 'never arrives' });
    mail.close();
    expect(entry.status).toBe('FAILED');
    expect(entry.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('records FAILED when no SMTP server is configured', async () => {
    const mail = new MailService(new MailOutboxRepository(db.db), { smtpUrl: undefined, from: 'no-reply@ads.test' });
    const entry = await mail.send({ to: 'y@brand.test', subject: 'Nowhere', text: '-' });
    expect(entry).toMatchObject({ status: 'FAILED', error: 'No SMTP server configured (SMTP_URL).' });
  });

  it('redacts secrets in the stored copy (real relay) but delivers them; keeps them for the embedded outbox', async () => {
    const relay = new MailService(new MailOutboxRepository(db.db), { smtpUrl: smtp.url, from: 'no-reply@ads.test' });
    const kept = new MailService(new MailOutboxRepository(db.db), { smtpUrl: smtp.url, from: 'no-reply@ads.test', keepSecrets: true });
    const secretMail = { to: 's@brand.test', subject: 'Secret', text: 'link /x/s3cr3t', html: '<a href="/x/s3cr3t">x</a>', secrets: ['s3cr3t'] };
    const redacted = await relay.send(secretMail);
    const plain = await kept.send(secretMail);
    relay.close();
    kept.close();
    expect([redacted.text, redacted.html]).toEqual(['link /x/[redacted]', '<a href="/x/[redacted]">x</a>']);
    expect([plain.text, plain.html]).toEqual(['link /x/s3cr3t', '<a href="/x/s3cr3t">x</a>']);
    expect(decodedBody(received.at(-2)!)).toContain('link /x/s3cr3t');
    await db.db.delete(mailOutbox).where(inArray(mailOutbox.id, [redacted.id, plain.id]));
  });

  it('lists the outbox newest first, paged', async () => {
    const mail = new MailService(new MailOutboxRepository(db.db), { smtpUrl: undefined, from: 'no-reply@ads.test' });
    const page0 = await mail.outbox(testStaff(), 0, 2);
    expect(page0).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(page0.content.map((e) => e.subject)).toEqual(['Nowhere', 'Lost']);
    expect((await mail.outbox(testStaff(), 1, 2)).content.map((e) => e.subject)).toEqual(['Hello Ola']);
    expect(decodedBody(received[0]!)).toContain('<p>Hi</p>');
  });
});
