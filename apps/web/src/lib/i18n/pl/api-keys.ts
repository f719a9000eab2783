import type { Widen } from '../widen';
import type { apiKeys as en } from '../en/api-keys';

/** Polish texts: klucze API konta na ekranie ustawień (docs/api-keys.md). */
export const apiKeys: Widen<typeof en> = {
  apiKeys: {
    title: 'Klucze API',
    intro:
      'Skrypty i narzędzia wywołują API kluczem zamiast logowania. Klucz działa tylko na tym koncie, z rolą, którą mu nadasz. Każde wywołanie nim trafia do historii zmian pod jego nazwą.',
    reference: 'Dokumentacja API',
    create: 'Utwórz klucz API',
    createTitle: 'Utwórz klucz API',
    name: 'Nazwa',
    nameHint: 'Co używa klucza, np. „Nocny skrypt stawek”',
    nameRequired: 'Wpisz nazwę (do 100 znaków).',
    role: 'Rola klucza',
    createConfirm: 'Utwórz',
    cancel: 'Anuluj',
    created: 'Utworzono klucz API „{{name}}”.',
    secretTitle: 'Skopiuj teraz klucz API',
    secretText:
      'Klucz jest pokazywany tylko ten jeden raz. Przechowaj go w bezpiecznym miejscu; jeśli go zgubisz, unieważnij go i utwórz nowy.',
    secretLabel: 'Klucz API',
    copy: 'Kopiuj',
    copied: 'Skopiowano klucz API.',
    done: 'Gotowe',
    empty: 'Nie ma jeszcze kluczy API.',
    columns: {
      name: 'Nazwa',
      key: 'Klucz',
      role: 'Rola',
      created: 'Utworzono',
      lastUsed: 'Ostatnio użyty',
      status: 'Status',
      actions: 'Akcje',
    },
    never: 'Nigdy',
    statuses: { ACTIVE: 'Aktywny', REVOKED: 'Unieważniony' },
    revoke: 'Unieważnij {{name}}',
    revokeTitle: 'Unieważnić ten klucz API?',
    revokeText: 'Wywołania kluczem „{{name}}” będą od teraz odrzucane. Tego nie można cofnąć.',
    revokeConfirm: 'Unieważnij',
    revoked: 'Unieważniono klucz API „{{name}}”.',
  },
};
