import { escapeHtml } from '../idp';

/**
 * The e-mail announcing new terms (docs/terms.md): Polish first, English below, as the terms themselves.
 * `takesEffectOn` is a Europe/Warsaw day (YYYY-MM-DD); `link` is `${publicUrl}/terms/{version}`.
 * @returns subject, text and html for MailService.send.
 */
export function newTermsMail(m: { version: number; takesEffectOn: string; link: string }) {
  const subject = `Nowy Regulamin Ads Portal od ${m.takesEffectOn} / New Ads Portal terms from ${m.takesEffectOn}`;
  const text = [
    `Nowa wersja Regulaminu (wersja ${m.version}) wchodzi w życie ${m.takesEffectOn} (czas warszawski).`,
    'Przeczytaj ją tutaj:',
    m.link,
    'Od tego dnia poprosimy Cię o jej akceptację przed dalszym korzystaniem z Portalu.',
    '',
    `New terms of service (version ${m.version}) take effect on ${m.takesEffectOn} (Warsaw time).`,
    'Read them here:',
    m.link,
    'From that day you will be asked to accept them before going on using the Portal.',
  ].join('\n');
  const link = `<a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>`;
  const html = `<p lang="pl">Nowa wersja Regulaminu (wersja ${m.version}) wchodzi w życie <strong>${escapeHtml(m.takesEffectOn)}</strong> (czas warszawski). Przeczytaj ją: ${link}. Od tego dnia poprosimy Cię o jej akceptację przed dalszym korzystaniem z Portalu.</p>
<p lang="en">New terms of service (version ${m.version}) take effect on <strong>${escapeHtml(m.takesEffectOn)}</strong> (Warsaw time). Read them: ${link}. From that day you will be asked to accept them before going on using the Portal.</p>`;
  return { subject, text, html };
}
