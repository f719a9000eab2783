import { DEFAULT_LANGUAGE, type Language } from '@ads/domain';
import { escapeHtml } from '../idp';

/** The invitation's words in each language; `{…}` parts are filled in by {@link invitationMail}. */
const TEXTS: Record<Language, (v: { account: string; inviter: string; expires: string }) => {
  subject: string;
  invited: [before: string, after: string];
  open: string;
  accept: string;
  valid: string;
  ignore: string;
}> = {
  en: (v) => ({
    subject: `Invitation to the ad account ${v.account} on Ads Portal`,
    invited: [`${v.inviter} invited you to the ad account `, ' on Ads Portal.'],
    open: 'To accept the invitation, open this link:',
    accept: 'Accept the invitation',
    valid: `The link is valid for 7 days, until ${v.expires} (Europe/Warsaw).`,
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  }),
  pl: (v) => ({
    subject: `Zaproszenie do konta reklamowego ${v.account} w Ads Portal`,
    invited: [`${v.inviter} zaprasza Cię do konta reklamowego `, ' w Ads Portal.'],
    open: 'Aby przyjąć zaproszenie, otwórz ten link:',
    accept: 'Przyjmij zaproszenie',
    valid: `Link jest ważny 7 dni, do ${v.expires} (czas warszawski).`,
    ignore: 'Jeśli nie spodziewasz się tej wiadomości, możesz ją zignorować.',
  }),
};

/**
 * The invitation e-mail (plain text and HTML) in the recipient's language: the language they chose in the
 * web app when the address belongs to a user already, English otherwise (docs/conventions.md "The web
 * app"). `link` is `${publicUrl}/invitations/{token}`; `expiresAt` is shown in Europe/Warsaw time,
 * Polish format in both languages (docs/requirements.md §9).
 * @returns subject, text and html for MailService.send.
 */
export function invitationMail(
  m: { accountName: string; inviterName: string; link: string; expiresAt: Date },
  language: Language = DEFAULT_LANGUAGE,
) {
  const expires = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' }).format(
    m.expiresAt,
  );
  const w = TEXTS[language]({ account: m.accountName, inviter: m.inviterName, expires });
  const text = [`${w.invited[0]}"${m.accountName}"${w.invited[1]}`, '', w.open, m.link, '', w.valid, w.ignore].join('\n');
  const html = `<p>${escapeHtml(w.invited[0])}<strong>${escapeHtml(m.accountName)}</strong>${escapeHtml(w.invited[1])}</p>
<p><a href="${escapeHtml(m.link)}">${escapeHtml(w.accept)}</a></p>
<p>${escapeHtml(w.valid)}</p>
<p>${escapeHtml(w.ignore)}</p>`;
  return { subject: w.subject, text, html };
}
