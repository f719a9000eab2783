import type { Widen } from '../widen';
import type { insight as en } from '../en/insight';

/** Polish texts: auction insight ("Dlaczego nie wyświetlono") and the bid simulator. Keys as in `../en/insight.ts`. */
export const insight: Widen<typeof en> = {
  insight: {
    title: 'Dlaczego reklama nie jest wyświetlana',
    intro: 'Aukcje, w których Twoje produkty brały udział w ostatnich 7 dniach, i powody, dla których nie zostały wyświetlone.',
    summary: 'Wyświetlono w {{won}} z {{eligible}} aukcji: udział w wyświetleniach {{share}}.',
    none: 'Ta kampania nie brała jeszcze udziału w aukcjach w ostatnich 7 dniach.',
    allWon: 'Twoje produkty zostały wyświetlone w każdej aukcji, w której brały udział.',
    topReason: 'Główny powód: {{reason}}, {{count}} aukcji ({{share}}).',
    whatToDo: 'Co zrobić',
    reasonsTitle: 'Przegrane aukcje według powodu',
    reasonLine: '{{reason}}: {{count}} aukcji ({{share}})',
    outbidGap: 'średnio o {{gap}} wyższy maksymalny CPC dałby wygraną',
    reasons: {
      OUTBID: 'Przelicytowanie przez innych reklamodawców',
      PACED: 'Wstrzymanie przez rozłożenie budżetu',
      DAILY_BUDGET: 'Wyczerpany budżet dzienny',
      TOTAL_BUDGET: 'Wyczerpany budżet całkowity',
      OUT_OF_STOCK: 'Produkt niedostępny',
      ACCOUNT_STATE: 'Konto nieaktywne',
      PLACE_NOT_SERVED: 'Kanał lub rynek nieobsługiwany',
      KEYWORD_NOT_MATCHED: 'Wyszukiwanie nie pasowało do słów kluczowych',
    },
    advice: {
      raiseMaxCpc: 'Podnieś maksymalny CPC: symulator stawek na ekranie edycji pokazuje, co wygrałaby wyższa stawka.',
      raiseDailyBudgetOrAccelerate:
        'Rozłożenie budżetu dzieli budżet dzienny na cały dzień. Podnieś budżet dzienny lub wybierz wyświetlanie przyspieszone, aby licytować, gdy tylko budżet na to pozwala.',
      raiseDailyBudget: 'Budżet dzienny wyczerpał się przed końcem dnia. Podnieś go, aby brać udział w aukcjach przez cały dzień.',
      raiseTotalBudget: 'Budżet całkowity został wykorzystany. Podnieś go, aby kampania znów działała.',
      restock: 'Niektóre produkty są niedostępne. Zostaną znów wyświetlone, gdy wrócą na stan.',
      contactSupport: 'Twoje konto jest nieaktywne, więc żadna kampania nie jest wyświetlana. Skontaktuj się z obsługą Ads Portal.',
      widenChannel: 'Sklep, który pyta o reklamy, nie jest kanałem ani rynkiem tej kampanii. Dodaj go w ustawieniach kampanii.',
      addKeywords: 'Klienci szukali słów, do których nie pasują Twoje słowa kluczowe. Dodaj słowa kluczowe z raportu wyszukiwanych haseł.',
    },
  },
  simulator: {
    title: 'Symulator stawek',
    intro: 'Szacunek na dzień na podstawie aukcji tych produktów z ostatnich {{days}} dni.',
    noData: 'Brak aukcji w ostatnich 7 dniach: symulator nie ma z czego szacować.',
    maxCpc: 'Maks. CPC',
    auctionsWon: 'Wygrane aukcje',
    clicks: 'Kliknięcia',
    cost: 'Koszt',
    avgCpc: 'Śr. CPC',
    current: 'obecna',
    typed: 'wpisana',
    budgetLimited: 'ograniczone budżetem dziennym',
    actual: 'Faktycznie na dzień przy obecnej stawce: {{won}} wygranych aukcji, {{clicks}} kliknięć, {{cost}}.',
    use: 'Użyj {{bid}}',
    keywordTitle: 'Symulator stawek: „{{keyword}}”',
    keywordIntro: 'Szacunek na dzień na podstawie aukcji wyszukiwania z ostatnich {{days}} dni, w których licytowało to słowo.',
    keywordNoData: 'To słowo nie licytowało w aukcjach wyszukiwania w ostatnich 7 dniach: symulator nie ma z czego szacować.',
    keywordBid: 'Stawka słowa',
  },
};
