import type { Widen } from '../widen';
import type { roles as en } from '../en/roles';

/** Polish texts: roles of members inside an account (docs/access-roles.md). English in `../en/roles.ts`. */
export const roles: Widen<typeof en> = {
  roles: {
    role: 'Rola',
    roleOf: 'Rola użytkownika {{email}}',
    inviteAs: 'Rola nowego użytkownika',
    names: { ADMIN: 'Administrator', CAMPAIGN_MANAGER: 'Menedżer kampanii', BILLING: 'Rozliczenia', READ_ONLY: 'Tylko odczyt' },
    hints: {
      ADMIN: 'Wszystko: użytkownicy i role, ustawienia konta, dane do faktur, kampanie',
      CAMPAIGN_MANAGER: 'Kampanie, słowa kluczowe, budżety i raporty; bez rozliczeń',
      BILLING: 'Dane do faktur, faktury, zestawienia i raporty; bez zmian w kampaniach',
      READ_ONLY: 'Widzi wszystko, niczego nie zmienia',
    },
    changed: '{{email}} ma teraz rolę: {{role}}.',
    notAllowed: 'Twoja rola na tym koncie ({{role}}) na to nie pozwala.',
  },
};
