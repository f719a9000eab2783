import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * English by default (spec texts are English), initialised synchronously with the English texts only;
 * Polish is available through `loadLanguage('pl')`, which fetches its texts first (the app
 * shell carries one language).
 */
export function initI18n(lng: Language = 'en') {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en } },
      lng,
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  }
  return i18n;
}

/** Switches the UI to `lng`, loading its texts when not loaded yet. @throws Error when the texts cannot be loaded. */
export async function loadLanguage(lng: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) {
    const { pl } = await import('./pl');
    i18n.addResourceBundle('pl', 'translation', pl);
  }
  await i18n.changeLanguage(lng);
}

export { i18n };
