import type { Widen } from '../widen';
import type { helpArticles as en } from '../en/help-articles';

/** Polish texts: the Help Center articles; same keys as `../en/help-articles.ts` (the compiler checks both ways). */
export const helpArticles: Widen<typeof en> = {
  helpArticles: {
    campaigns: {
      title: 'Kampanie',
      p1: 'Kampania promuje produkty (SKU) Twojego konta reklamowego jako produkty sponsorowane w sklepie. Utwórz ją w Kampanie → Nowa kampania: nadaj jej nazwę unikalną w obrębie konta, wybierz produkty, ustaw budżety i maksymalny CPC oraz wybierz datę rozpoczęcia. Data zakończenia jest opcjonalna; bez niej kampania trwa do wyczerpania budżetu lub dezaktywacji.',
      p2: 'Wersja robocza przechowuje Twoje ustawienia do czasu publikacji. Opublikowana kampania jest aktywna; możesz ją zarchiwizować, gdy nie jest już potrzebna. Zmiany w trwającej kampanii zaczynają obowiązywać w ciągu 2 godzin.',
      p3: 'Kampania jest wyświetlana tylko w swoim okresie, gdy ma jeszcze budżet, a produkt jest dostępny. Wstrzymuje się, gdy produkt się wyprzeda, i wznawia, gdy znów jest dostępny.',
    },
    budgets: {
      title: 'Budżety',
      p1: 'Ustaw budżet dzienny, budżet całkowity lub oba (wymagany jest co najmniej jeden). Minimalny budżet dzienny to {{minDaily}}, a minimalny budżet całkowity to {{minTotal}}; Twoja platforma może ustalić wyższe limity.',
      p2: 'Po wyczerpaniu budżetu dziennego kampania wstrzymuje się do końca dnia (czas warszawski) i wznawia następnego dnia. Po wyczerpaniu budżetu całkowitego kampania się kończy. Budżety są twardymi limitami: kliknięcie nigdy nie jest naliczane ponad to, co zostało.',
    },
    maxCpc: {
      title: 'Maksymalny CPC',
      p1: 'Maksymalny koszt kliknięcia (maks. CPC) to najwyższa kwota, jaką zgadzasz się zapłacić za jedno kliknięcie Twojego produktu. Musi wynosić co najmniej {{minCpc}} (netto). Zwykle płacisz mniej niż maksymalny CPC — zobacz aukcję poniżej.',
    },
    auction: {
      title: 'Jak działa aukcja',
      p1: 'Za każdym razem, gdy sklep pokazuje stronę z miejscami sponsorowanymi, odbywa się aukcja między kwalifikującymi się kampaniami. Kampanie są szeregowane według iloczynu maks. CPC × CTR, gdzie CTR to przewidywany współczynnik klikalności produktu, wyznaczany z jego wcześniejszych wyświetleń i kliknięć.',
      p2: 'Cena kliknięcia wynika z zasady drugiej ceny: płacisz najmniejszą kwotę, która nadal utrzymałaby Twoją pozycję — ranking następnej kampanii podzielony przez Twój CTR — nigdy więcej niż maks. CPC i nigdy mniej niż minimalny CPC. Bardziej trafny produkt (wyższy CTR) może więc zdobyć lepsze miejsce za niższą cenę.',
    },
    statistics: {
      title: 'Statystyki',
      p1: 'Statystyki są liczone według dni kalendarzowych czasu warszawskiego. Definicje:',
      views: 'Wyświetlenia',
      viewsDefinition: 'Ile razy Twój produkt sponsorowany został pokazany.',
      clicks: 'Kliknięcia',
      clicksDefinition: 'Ile razy kupujący kliknęli Twój produkt sponsorowany.',
      ctr: 'CTR',
      ctrDefinition: 'Współczynnik klikalności: kliknięcia ÷ wyświetlenia.',
      cost: 'Koszt',
      costDefinition: 'Ile kosztowały Cię kliknięcia, w PLN.',
      avgCpc: 'Śr. CPC',
      avgCpcDefinition: 'Średni koszt kliknięcia: koszt ÷ kliknięcia.',
      sales: 'Sprzedaż',
      salesDefinition: 'Liczba sprzedanych produktów przypisanych Twoim reklamom.',
      revenue: 'Przychód',
      revenueDefinition: 'Wartość przypisanej sprzedaży, w PLN.',
      roas: 'ROAS',
      roasDefinition: 'Zwrot z wydatków na reklamę: przychód ÷ koszt.',
    },
    attribution: {
      title: 'Atrybucja',
      p1: 'Zakup jest przypisywany Twojej reklamie, gdy kupujący kliknął Twój produkt sponsorowany w ciągu 7 dni przed zakupem, a Twoje kliknięcie było ostatnim (atrybucja ostatniego kliknięcia, 7 dni).',
    },
    billing: {
      title: 'Rozliczenia',
      p1: 'Płacisz za kliknięcie, w PLN. Okres rozliczeniowy to jeden miesiąc kalendarzowy. Faktura jest wystawiana w ciągu 5 dni od końca miesiąca i płatna w ciągu 15 dni.',
    },
    complaints: {
      title: 'Reklamacje',
      p1: 'Złóż reklamację przyciskiem „Złóż reklamację” na tej stronie albo z przeglądu kampanii (wtedy dotyczy tej kampanii). Możesz też napisać na {{email}}.',
      p2: 'Reklamacja podaje swój temat — rodzaj reklamacji (kampania lub opłaty za kliknięcia, faktura, sposób wyświetlania reklam, konto lub dostęp, inne) i datę zdarzenia — Twoje żądanie (czego od nas oczekujesz) oraz dane kontaktowe (imię i nazwisko, e-mail, opcjonalnie telefon). Identyfikator kampanii lub numer faktury pomoże nam odnaleźć sprawę.',
      p3: 'Odpowiadamy w ciągu 30 dni od otrzymania (dni kalendarzowe). Odpowiedź wysyłamy e-mailem na podany kontakt i pokazujemy w zakładce Reklamacje wraz z terminem odpowiedzi.',
    },
    contact: {
      title: 'Kontakt',
      p1: 'Pytania lub problemy: napisz na {{email}} lub zadzwoń pod {{phone}}. W sprawie reklamacji zobacz sekcję Reklamacje powyżej.',
    },
  },
};
