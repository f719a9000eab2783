import type { ReceivedMail } from '../modules/mail';

/** The embedded SMTP server, for tests that read what was sent. */
export { startSmtpOutbox, type ReceivedMail, type SmtpOutbox } from '../modules/mail';

/**
 * Test helpers for messages a real SMTP server received: the decoded text of a raw message
 * (quoted-printable soft breaks and =XX escapes undone; enough for the ASCII mails we send) and a
 * header value.
 */
export function decodedBody(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first value of `name` in the message's header block (unfolded), or undefined. */
export function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Waits until `check` returns a value (polling every 20 ms), or throws after `ms`. */
export async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('eventually: condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
