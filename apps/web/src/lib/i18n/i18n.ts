import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { pl } from './pl';

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English by default (spec texts are English); Polish available. Initialised synchronously. */
export function initI18n(lng: Language = 'en') {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en }, pl: { translation: pl } },
      lng,
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  }
  return i18n;
}

export { i18n };
