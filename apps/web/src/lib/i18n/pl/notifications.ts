import type { Widen } from '../widen';
import type { notifications as en } from '../en/notifications';

/** Polish texts: Powiadomienia (dzwonek, lista, karta ustawień); keys as in `../en/notifications.ts`. */
export const notifications: Widen<typeof en> = {
  notifications: {
    bell: 'Powiadomienia',
    bellUnread: 'Powiadomienia, nieprzeczytane: {{shown}}',
    listTitle: 'Powiadomienia',
    empty: 'Nie ma jeszcze powiadomień.',
    markRead: 'Oznacz jako przeczytane',
    markAllRead: 'Oznacz wszystkie jako przeczytane',
    unread: 'Nieprzeczytane',
    loadFailed: 'Nie udało się wczytać powiadomień.',
    preferencesTitle: 'Powiadomienia',
    preferencesIntro: 'Wybierz, o czym mamy Cię informować w aplikacji i e-mailem. Wszystko jest włączone, dopóki tego nie wyłączysz.',
    kindColumn: 'Zdarzenie',
    inApp: 'W aplikacji',
    email: 'E-mailem',
    saved: 'Zapisano ustawienia powiadomień.',
    kinds: {
      DAILY_BUDGET_REACHED: 'Wykorzystany budżet dzienny',
      TOTAL_BUDGET_EXHAUSTED: 'Wykorzystany budżet całkowity',
      HELD_BACK_BY_PACING: 'Wstrzymanie przez rozłożenie budżetu przez większość dnia',
      CAMPAIGN_ENDED: 'Zakończenie kampanii',
      PRODUCT_OUT_OF_STOCK: 'Produkt niedostępny',
      CAMPAIGN_SUSPENDED: 'Kampania wstrzymana przez obsługę',
      ACCOUNT_SUSPENDED: 'Zawieszenie konta',
      ACCOUNT_TERMINATED: 'Rozwiązanie umowy konta',
      INVOICE_ISSUED: 'Wystawienie faktury',
      INVOICE_OVERDUE: 'Faktura po terminie',
      NEW_TERMS_VERSION: 'Nowa wersja Regulaminu',
    },
  },
};
