import type { Widen } from '../widen';
import type { history as en } from '../en/history';

/** Polish texts: Historia zmian (przegląd kampanii, ustawienia konta); same keys as `../en/history.ts`. */
export const history: Widen<typeof en> = {
  history: {
    title: 'Historia zmian',
    intro: 'Kto, co i kiedy zmienił — od najnowszych.',
    exportCsv: 'Eksportuj CSV',
    empty: 'Nie zapisano jeszcze żadnych zmian.',
    when: 'Kiedy',
    who: 'Kto',
    change: 'Zmiana',
    before: 'Przed',
    after: 'Po',
    staff: 'Obsługa Ads Portal',
    unknownUser: 'Były użytkownik',
    exportFailed: 'Nie udało się pobrać pliku CSV.',
    fields: {
      name: 'Nazwa',
      userStatus: 'Status',
      status: 'Status',
      maxCpc: 'Maks. CPC',
      dailyBudget: 'Budżet dzienny',
      totalBudget: 'Budżet całkowity',
      startDate: 'Data rozpoczęcia',
      endDate: 'Data zakończenia',
      channel: 'Kanał',
      markets: 'Rynki',
      delivery: 'Sposób wyświetlania',
      skus: 'Produkty (SKU)',
      keywords: 'Słowa kluczowe',
      negativeKeywords: 'Wykluczające słowa kluczowe',
    },
    actions: {
      campaignChanged: 'Zmiana kampanii',
      budgetChanged: 'Zmiana budżetów',
      statusChanged: 'Zmiana statusu',
      productsChanged: 'Zmiana produktów',
      keywordsChanged: 'Zmiana słów kluczowych',
      membersChanged: 'Zmiana użytkowników',
      campaignPublished: 'Publikacja kampanii',
      draftSaved: 'Zapis szkicu',
      other: 'Inna zmiana',
    },
  },
};
