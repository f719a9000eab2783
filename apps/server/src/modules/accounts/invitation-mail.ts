import { escapeHtml } from '../idp';

/**
 * The invitation e-mail (plain text and HTML). `link` is `${publicUrl}/invitations/{token}`;
 * `expiresAt` is shown as a UTC instant and an Europe/Warsaw local time.
 * @returns subject, text and html for MailService.send.
 */
export function invitationMail(m: { accountName: string; inviterName: string; link: string; expiresAt: Date }) {
  const expires = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' }).format(
    m.expiresAt,
  );
  const subject = `Invitation to the ad account ${m.accountName} on Ads Portal`;
  const text = [
    `${m.inviterName} invited you to the ad account "${m.accountName}" on Ads Portal.`,
    '',
    'To accept the invitation, open this link:',
    m.link,
    '',
    `The link is valid for 7 days, until ${expires} (Europe/Warsaw).`,
    'If you did not expect this e-mail, you can ignore it.',
  ].join('\n');
  const html = `<p>${escapeHtml(m.inviterName)} invited you to the ad account <strong>${escapeHtml(m.accountName)}</strong> on Ads Portal.</p>
<p><a href="${escapeHtml(m.link)}">Accept the invitation</a></p>
<p>The link is valid for 7 days, until ${escapeHtml(expires)} (Europe/Warsaw).</p>
<p>If you did not expect this e-mail, you can ignore it.</p>`;
  return { subject, text, html };
}
