import { groszeToDecimalString, type NotificationKind } from '@ads/domain';
import { escapeHtml } from '../idp';

type Payload = Record<string, string | number | null>;

/** Złoty amount of grosze for a message, e.g. 12345 → "123.45 PLN". */
function pln(grosze: string | number | null | undefined): string {
  return `${groszeToDecimalString(Number(grosze ?? 0))} PLN`;
}

/** The one-line title of a notice in Polish and in English (docs/notifications.md "Kinds"). */
export function notificationTitle(kind: NotificationKind, p: Payload): { pl: string; en: string } {
  const c = String(p.campaignName ?? '');
  switch (kind) {
    case 'DAILY_BUDGET_REACHED':
      return { pl: `Kampania „${c}” wykorzystała dzienny budżet (${pln(p.budget)})`, en: `Campaign "${c}" reached its daily budget (${pln(p.budget)})` };
    case 'TOTAL_BUDGET_EXHAUSTED':
      return { pl: `Kampania „${c}” wykorzystała całkowity budżet (${pln(p.budget)})`, en: `Campaign "${c}" used up its total budget (${pln(p.budget)})` };
    case 'HELD_BACK_BY_PACING':
      return {
        pl: `Kampania „${c}” była wstrzymywana przez rozłożenie budżetu w ${p.paced} z ${p.eligible} aukcji ${p.day}`,
        en: `Campaign "${c}" was held back by pacing in ${p.paced} of ${p.eligible} auctions on ${p.day}`,
      };
    case 'CAMPAIGN_ENDED':
      return { pl: `Kampania „${c}” zakończyła się ${p.endDate}`, en: `Campaign "${c}" ended on ${p.endDate}` };
    case 'PRODUCT_OUT_OF_STOCK':
      return { pl: `Produkt ${p.sku} kampanii „${c}” jest niedostępny`, en: `Product ${p.sku} of campaign "${c}" is out of stock` };
    case 'CAMPAIGN_SUSPENDED':
      return { pl: `Kampania „${c}” została wstrzymana przez obsługę`, en: `Campaign "${c}" was suspended by staff` };
    case 'ACCOUNT_SUSPENDED':
      return { pl: `Konto „${p.accountName}” zostało zawieszone`, en: `Account "${p.accountName}" was suspended` };
    case 'ACCOUNT_TERMINATED':
      return { pl: `Umowa konta „${p.accountName}” została rozwiązana`, en: `The agreement of account "${p.accountName}" was terminated` };
    case 'INVOICE_ISSUED':
      return { pl: `Wystawiono fakturę ${p.number} na ${pln(p.gross)}`, en: `Invoice ${p.number} for ${pln(p.gross)} was issued` };
    case 'INVOICE_OVERDUE':
      return { pl: `Faktura ${p.number} jest po terminie płatności (${p.dueDate})`, en: `Invoice ${p.number} is overdue (due ${p.dueDate})` };
    case 'NEW_TERMS_VERSION':
      return { pl: `Nowy Regulamin (wersja ${p.version}) od ${p.takesEffectOn}`, en: `New terms (version ${p.version}) from ${p.takesEffectOn}` };
  }
}

/**
 * The e-mail of a notice: Polish first, English below (as the terms e-mail), with the link to the screen
 * that explains it (`link` = public URL + the notice's path). @returns subject, text and html for MailService.send.
 */
export function notificationMail(kind: NotificationKind, p: Payload, link: string) {
  const t = notificationTitle(kind, p);
  const subject = `${t.pl} / ${t.en}`;
  const text = [t.pl, `Szczegóły: ${link}`, '', t.en, `Details: ${link}`].join('\n');
  const a = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  const html = `<p lang="pl">${escapeHtml(t.pl)}. Szczegóły: ${a}</p>\n<p lang="en">${escapeHtml(t.en)}. Details: ${a}</p>`;
  return { subject, text, html };
}
