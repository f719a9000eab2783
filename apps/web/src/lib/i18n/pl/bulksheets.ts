import type { Widen } from '../widen';
import type { bulksheets as en } from '../en/bulksheets';

/** Teksty zakładki Arkusze zbiorcze listy kampanii (docs/bulksheets.md). */
export const bulksheets: Widen<typeof en> = {
  bulksheets: {
    title: 'Arkusze zbiorcze',
    help: 'Pobierz kampanie z ich SKU, słowami kluczowymi i stawkami, zmień je w arkuszu kalkulacyjnym i wgraj plik. Nic się nie zmienia, dopóki nie zastosujesz pliku bez błędów; stosowany jest cały plik albo nic.',
    downloadFailed: 'Nie udało się pobrać pliku. Spróbuj ponownie.',
    download: 'Pobierz',
    downloadXlsx: 'Pobierz XLSX',
    downloadCsv: 'Pobierz CSV',
    upload: 'Wgraj',
    file: 'Plik arkusza (XLSX lub CSV)',
    choose: 'Wybierz plik',
    remove: 'Usuń {{name}}',
    tooLarge: '{{name}} jest większy niż 5 MB.',
    check: 'Sprawdź plik',
    apply: 'Zastosuj',
    summary: 'Odczytano wierszy: {{rows}}; zmiany: {{changes}} w kampaniach: {{campaigns}}; błędy: {{errors}}.',
    noChanges: 'Plik niczego nie zmienia.',
    fixErrors: 'Popraw błędy w pliku i sprawdź go ponownie; plik z błędami nie zostanie zastosowany.',
    applied: 'Zastosowano zmiany: {{changes}} w kampaniach: {{campaigns}}.',
    changesTitle: 'Zmiany',
    errorsTitle: 'Błędy',
    columns: { campaign: 'Kampania', change: 'Zmiana', before: 'Przed', after: 'Po', row: 'Wiersz', column: 'Kolumna', message: 'Komunikat' },
    kinds: { added: 'dodane', removed: 'usunięte', changed: 'zmienione' },
    fields: {
      name: 'Nazwa',
      userStatus: 'Status',
      dailyBudget: 'Budżet dzienny',
      totalBudget: 'Budżet całkowity',
      maxCpc: 'Maks. CPC',
      startDate: 'Data rozpoczęcia',
      endDate: 'Data zakończenia',
      delivery: 'Sposób wyświetlania',
      sku: 'SKU',
      keyword: 'Słowo kluczowe',
      negativeKeyword: 'Wykluczające słowo kluczowe',
    },
    campaignMaxCpc: 'maks. CPC kampanii',
    none: '—',
  },
};
