import type { Widen } from '../widen';
import type { termsVersions as en } from '../en/terms-versions';

/** Polish texts: Terms versions (notice, reading page, publish tick, staff screen); same keys as `../en/terms-versions.ts` (the compiler checks both ways). */
export const termsVersions: Widen<typeof en> = {
  termsVersions: {
    loading: 'Wczytywanie Regulaminu',
    changedIntro: 'Nasz Regulamin się zmienił: wersja {{version}} obowiązuje od {{date}}. Przeczytaj ją i zaakceptuj, aby kontynuować.',
    noticeLabel: 'Nowy Regulamin',
    notice: 'Nowy Regulamin wchodzi w życie {{date}}.',
    readThem: 'Przeczytaj go',
    notFound: 'Taki Regulamin nie istnieje.',
    pageTitle: 'Regulamin',
    versionLine: 'Wersja {{version}}, obowiązuje od {{date}}',
    textOf: 'Regulamin, wersja {{version}}',
    readLink: 'Przeczytaj Regulamin',
    publishTick: 'Akceptuję Regulamin (wersja {{version}}) dla tego zamówienia',
    publishTickRequired: 'Zaakceptuj Regulamin, aby opublikować kampanię.',
    inviteNote: 'Zaproszona osoba czyta i akceptuje Regulamin przed dołączeniem.',
    staff: {
      title: '[MarOps] Regulamin',
      versions: 'Opublikowane wersje',
      version: 'Wersja',
      publishedAt: 'Opublikowano',
      takesEffectOn: 'Wchodzi w życie',
      acceptedBy: 'Zaakceptowało',
      inForce: 'Obowiązuje',
      upcoming: 'Nadchodząca',
      earlier: 'Wcześniejsza',
      status: 'Status',
      publishHeading: 'Opublikuj nową wersję',
      text: 'Treść (Markdown)',
      textHelp: 'Znaczniki {{placeholders}} zostaną zastąpione danymi firmy.',
      date: 'Wchodzi w życie (czas warszawski)',
      dateHelp: 'Co najmniej {{days}} dni naprzód: najwcześniej {{earliest}}.',
      publish: 'Opublikuj nowy Regulamin',
      published: 'Opublikowano wersję {{version}}; wysłano e-mail do {{count}} użytkowników reklamodawców.',
      errors: {
        TEXT_REQUIRED: 'Wpisz treść Regulaminu.',
        TEXT_TOO_LONG: 'Treść może mieć najwyżej {{maxLength}} znaków.',
        TAKES_EFFECT_ON_INVALID: 'Wybierz dzień.',
        TAKES_EFFECT_TOO_SOON: 'Nowy Regulamin wchodzi w życie co najmniej 7 dni po publikacji: najwcześniej {{earliestDay}}.',
      },
    },
  },
};
