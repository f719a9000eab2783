import type { Widen } from '../widen';
import type { staffNav as en } from '../en/staff-nav';

/** Polish texts: Staff navigation (groups and screens); same keys as `../en/staff-nav.ts` (the compiler checks both ways). */
export const staffNav: Widen<typeof en> = {
  staffNav: {
    label: 'Nawigacja obsługi',
    menu: 'Menu obsługi',
    staffArea: 'Panel obsługi',
    groups: {
      accounts: 'Konta',
      stores: 'Sklepy i klucze',
      content: 'Treści',
      complaints: 'Reklamacje',
      billing: 'Rozliczenia',
      audit: 'Audyt i poczta',
    },
    items: {
      accounts: 'Konta',
      stores: 'Sklepy',
      shopKeys: 'Klucze API sklepów',
      contentHub: 'Content hub',
      announcements: 'Ogłoszenia',
      staticBanners: 'Banery statyczne',
      terms: 'Regulamin',
      complaints: 'Reklamacje',
      billing: 'Rozliczenia',
      auditLog: 'Dziennik audytu',
      mailOutbox: 'Skrzynka nadawcza',
    },
  },
};
