import type { Widen } from '../widen';
import type { searchTerms as en } from '../en/search-terms';

/** Polish texts: the search-term report on a campaign's statistics; same keys as `../en/search-terms.ts`. */
export const searchTerms: Widen<typeof en> = {
  searchTerms: {
    title: 'Wyszukiwane frazy',
    intro: 'Czego szukali klienci, gdy Twoje reklamy pokazały się w wynikach wyszukiwania. Frazy, które mogłyby wskazać osobę, są ukryte.',
    term: 'Wyszukiwana fraza',
    hidden: 'Ukryta (dane osobowe)',
    actions: 'Akcje',
    addKeyword: 'Dodaj jako słowo kluczowe',
    addNegative: 'Dodaj jako wykluczające',
    addKeywordFor: 'Dodaj „{{term}}” jako słowo kluczowe',
    addNegativeFor: 'Dodaj „{{term}}” jako wykluczające słowo kluczowe',
    addedKeyword: 'Dodano „{{term}}” jako słowo kluczowe w dopasowaniu ścisłym.',
    addedNegative: 'Dodano „{{term}}” jako wykluczające słowo kluczowe w dopasowaniu ścisłym.',
    already: '„{{term}}” jest już na liście.',
  },
};
