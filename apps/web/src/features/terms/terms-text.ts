import type { Company } from './company';

/**
 * The terms of service of the Ads Portal (docs/requirements.md §1, §4, §5, §9): Polish first, English below, 14
 * sections, effective 1 August 2023. Version {@link TERMS_VERSION} is what the acceptance call sends.
 * Legal text, so it is data here rather than UI strings in the i18n files; both languages are always
 * shown together.
 */
export const TERMS_VERSION = '2023-08-01';

export interface TermsSection {
  title: string;
  paragraphs: string[];
}

export interface TermsDocument {
  heading: string;
  effective: string;
  sections: TermsSection[];
}

/** Minimum browser versions the portal supports (docs/requirements.md §9; listed in the terms). */
export const MIN_BROWSERS = 'Google Chrome 109, Mozilla Firefox 115, Microsoft Edge 109, Safari 16';
/** Recommended screen resolution (docs/requirements.md §1). */
export const RECOMMENDED_RESOLUTION = '1920x1440';

/** The Polish text. */
export function termsPl(c: Company): TermsDocument {
  return {
    heading: 'Regulamin świadczenia usługi Ads Portal (reklama produktów sponsorowanych)',
    effective: 'Regulamin obowiązuje od dnia 1 sierpnia 2023 r.',
    sections: [
      {
        title: '§1. Postanowienia ogólne i definicje',
        paragraphs: [
          `Usługodawcą jest ${c.name}, ${c.address}, e-mail: ${c.email}, tel.: ${c.phone} („Usługodawca”).`,
          'Usługa polega na wyświetlaniu ofert sponsorowanych (produktów Reklamodawcy) w sklepach internetowych Usługodawcy, w kanałach i na rynkach udostępnionych w Portalu.',
          'Reklamodawca to przedsiębiorca (marka lub sprzedawca), który posiada Konto w Portalu. Kampania to zestaw ustawień: nazwa kampanii, domena sklepu, produkty, maksymalny koszt kliknięcia (maks. CPC), budżet dzienny i/lub całkowity, data rozpoczęcia i opcjonalna data zakończenia.',
        ],
      },
      {
        title: '§2. Konto',
        paragraphs: [
          'Konto zakładane jest za pomocą linku wysłanego na adres e-mail Reklamodawcy; link jest ważny 7 dni. Do założenia Konta wymagane są nazwa użytkownika, hasło i akceptacja Regulaminu.',
          'Jeden adres e-mail może być przypisany tylko do jednego konta użytkownika. Adresu e-mail przypisanego do konta nie można zmienić.',
        ],
      },
      {
        title: '§3. Kampanie',
        paragraphs: [
          'Wymagane są: nazwa kampanii (unikalna w ramach Konta), domena sklepu, produkt, maks. CPC i data rozpoczęcia. Data zakończenia jest opcjonalna i musi być późniejsza niż data rozpoczęcia.',
          'Należy ustawić co najmniej jeden z budżetów: dzienny lub całkowity. Minimalny maks. CPC wynosi 1,00 zł netto, minimalny budżet dzienny 20,00 zł netto, a minimalny budżet całkowity 20,00 zł netto.',
        ],
      },
      {
        title: '§4. Kolejność wyświetlania',
        paragraphs: [
          'Oferty sponsorowane są szeregowane według iloczynu maksymalnego kosztu kliknięcia (maks. CPC) i współczynnika klikalności (CTR). Opłata za kliknięcie nie przekracza maks. CPC ustawionego przez Reklamodawcę.',
        ],
      },
      {
        title: '§5. Zasady wyświetlania',
        paragraphs: [
          'Wyświetlanie kampanii jest wstrzymywane natychmiast po wyczerpaniu budżetu całkowitego.',
          'Po wyczerpaniu budżetu dziennego wyświetlanie jest wstrzymywane do końca dnia i wznawiane następnego dnia, jeżeli okres kampanii go obejmuje.',
          'Wyświetlanie produktu jest wstrzymywane, gdy produkt jest wyprzedany, i wznawiane, gdy jest ponownie dostępny — w granicach budżetu i okresu kampanii.',
          'Kampania bez daty zakończenia trwa do wyczerpania budżetu lub dezaktywacji.',
        ],
      },
      {
        title: '§6. Zmiany w kampaniach',
        paragraphs: [
          'Zmiany wprowadzone przez Reklamodawcę w kampanii (budżet, maks. CPC, produkty, status) zaczynają obowiązywać w ciągu 2 godzin.',
        ],
      },
      {
        title: '§7. Opłaty i rozliczenia',
        paragraphs: [
          'Budżety są obciążane za każde kliknięcie, w złotych polskich (PLN). Okresem rozliczeniowym jest miesiąc kalendarzowy.',
          'Faktura wystawiana jest w ciągu 5 dni od zakończenia okresu rozliczeniowego i jest płatna w terminie 15 dni.',
        ],
      },
      {
        title: '§8. Odmowa, wstrzymanie i rozwiązanie umowy',
        paragraphs: [
          'Usługodawca może odmówić lub wstrzymać wyświetlanie albo rozwiązać umowę w przypadku naruszenia Regulaminu lub przepisów prawa. Reklamodawca, któremu zablokowano dostęp, nie może zakładać nowych kont.',
          'Po rozwiązaniu umowy lub usunięciu Konta trwające wyświetlanie kończy się w ciągu 48 godzin, a opłaty należą się za cały okres wyświetlania.',
          'Za czas zawieszenia świadczenia usługi opłaty nie są naliczane.',
        ],
      },
      {
        title: '§9. Obowiązki Reklamodawcy',
        paragraphs: [
          'Reklamodawca oświadcza, że jest uprawniony do promowania wskazanych produktów, a ich oferta jest zgodna z prawem. Reklamodawca chroni dane logowania i odpowiada za działania wykonane z jego Konta.',
        ],
      },
      {
        title: '§10. Odpowiedzialność',
        paragraphs: [
          'Usługodawca nie gwarantuje określonej liczby wyświetleń, kliknięć ani sprzedaży. Statystyki w Portalu są podstawą rozliczeń; mogą być aktualizowane z opóźnieniem.',
        ],
      },
      {
        title: '§11. Reklamacje',
        paragraphs: [
          `Reklamacje można składać na adres ${c.email}. Reklamacja musi zawierać temat z rodzajem reklamacji i datą zdarzenia, żądanie Reklamodawcy oraz dane kontaktowe.`,
          'Usługodawca odpowiada na reklamacje w ciągu 30 dni od ich otrzymania.',
        ],
      },
      {
        title: '§12. Dane osobowe',
        paragraphs: [
          `Administratorem danych osobowych użytkowników jest ${c.name}. Dane są przetwarzane w celu świadczenia usługi i rozliczeń, zgodnie z RODO.`,
        ],
      },
      {
        title: '§13. Wymagania techniczne',
        paragraphs: [
          `Zalecana rozdzielczość ekranu: ${RECOMMENDED_RESOLUTION}. Minimalne wersje przeglądarek: ${MIN_BROWSERS}; wymagana obsługa JavaScript i plików cookie.`,
        ],
      },
      {
        title: '§14. Zmiany Regulaminu i postanowienia końcowe',
        paragraphs: [
          'Zmiany Regulaminu wchodzą w życie po 7 dniach od ich ogłoszenia w Portalu. W sprawach nieuregulowanych stosuje się prawo polskie.',
          'Regulamin obowiązuje od dnia 1 sierpnia 2023 r. W razie rozbieżności rozstrzyga wersja polska.',
        ],
      },
    ],
  };
}

/** The English text (a translation; the Polish version prevails). */
export function termsEn(c: Company): TermsDocument {
  return {
    heading: 'Terms and Conditions of the Ads Portal service (sponsored product advertising)',
    effective: 'These Terms are effective as of 1 August 2023.',
    sections: [
      {
        title: '§1. General provisions and definitions',
        paragraphs: [
          `The service is provided by ${c.name}, ${c.address}, e-mail: ${c.email}, phone: ${c.phone} (the "Provider").`,
          "The service displays sponsored offers (the Advertiser's products) in the Provider's online shops, in the channels and markets made available in the Portal.",
          'An Advertiser is a business (a brand or a merchant) holding an Account in the Portal. A Campaign is a set of settings: campaign name, store domain, products, maximum cost per click (max CPC), a daily and/or total budget, a start date and an optional end date.',
        ],
      },
      {
        title: '§2. Account',
        paragraphs: [
          "An Account is created through a link sent to the Advertiser's e-mail address; the link is valid for 7 days. A user name, a password and acceptance of these Terms are required.",
          'One e-mail address may belong to one user account only. The e-mail address of an account cannot be changed.',
        ],
      },
      {
        title: '§3. Campaigns',
        paragraphs: [
          'Required: campaign name (unique within the Account), store domain, product, max CPC and start date. The end date is optional and must be later than the start date.',
          'At least one of the daily or total budget must be set. The minimum max CPC is PLN 1.00 net, the minimum daily budget PLN 20.00 net and the minimum total budget PLN 20.00 net.',
        ],
      },
      {
        title: '§4. Ranking',
        paragraphs: [
          'Sponsored offers are ranked by the maximum cost per click (max CPC) multiplied by the click-through rate (CTR). The price of a click never exceeds the max CPC set by the Advertiser.',
        ],
      },
      {
        title: '§5. Display rules',
        paragraphs: [
          'A campaign is suspended at once when its total budget is exhausted.',
          'When the daily budget is exhausted, the campaign is suspended until the end of the day and resumes the next day if the campaign period includes it.',
          'A product is not displayed while it is sold out and is displayed again when available, within the budget and the campaign period.',
          'A campaign without an end date runs until its budget is exhausted or it is deactivated.',
        ],
      },
      {
        title: '§6. Campaign changes',
        paragraphs: ['Changes the Advertiser makes to a campaign (budget, max CPC, products, status) take effect within 2 hours.'],
      },
      {
        title: '§7. Fees and billing',
        paragraphs: [
          'Budgets are charged per click, in Polish zloty (PLN). The billing period is one calendar month.',
          'The invoice is issued within 5 days of the end of the billing period and is payable within 15 days.',
        ],
      },
      {
        title: '§8. Refusal, suspension and termination',
        paragraphs: [
          'The Provider may refuse or suspend a display, or terminate the service, if these Terms or the law are breached. A banned Advertiser may not open new accounts.',
          'After termination or deletion of the Account, a running display ends within 48 hours, and fees are due for the whole display period.',
          'No fees are charged while the service is suspended.',
        ],
      },
      {
        title: "§9. The Advertiser's obligations",
        paragraphs: [
          'The Advertiser confirms it is entitled to promote the products it selects and that their offer is lawful. The Advertiser keeps its sign-in data safe and is responsible for actions taken from its Account.',
        ],
      },
      {
        title: '§10. Liability',
        paragraphs: [
          'The Provider does not guarantee any number of views, clicks or sales. The statistics in the Portal are the basis of billing; they may be updated with a delay.',
        ],
      },
      {
        title: '§11. Complaints',
        paragraphs: [
          `Complaints may be sent to ${c.email}. A complaint must include a subject with the type of complaint and the date of the event, the Advertiser's demand and contact details.`,
          'The Provider answers complaints within 30 days of receipt.',
        ],
      },
      {
        title: '§12. Personal data',
        paragraphs: [
          `${c.name} is the controller of users' personal data, processed to provide and bill the service, in accordance with the GDPR.`,
        ],
      },
      {
        title: '§13. Technical requirements',
        paragraphs: [
          `Recommended screen resolution: ${RECOMMENDED_RESOLUTION}. Minimum browser versions: ${MIN_BROWSERS}; JavaScript and cookies must be enabled.`,
        ],
      },
      {
        title: '§14. Changes to the Terms and final provisions',
        paragraphs: [
          'Changes to these Terms take effect 7 days after they are announced in the Portal. Matters not covered here are governed by Polish law.',
          'These Terms are effective as of 1 August 2023. In case of discrepancies the Polish version prevails.',
        ],
      },
    ],
  };
}
