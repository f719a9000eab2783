import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@ads/domain';
import { enFirstScreen } from './en/first-screen';

export { LANGUAGES, type Language };

/**
 * The browser's copy of the chosen language (docs/conventions.md "The web app"): a hint for the first
 * paint, before the user info (the server's copy, which follows the user across devices) has arrived.
 */
const HINT_KEY = 'ads.language';

/** The language remembered in this browser, if any (undefined also where storage is unavailable). */
export function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(HINT_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function rememberLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(HINT_KEY, lng);
  } catch {
    // Storage full or denied: the server's copy still brings the language back on the next start.
  }
}

// The Polish texts are a separate chunk (the English ones are in the app shell). When this browser
// last used Polish, their download starts now, alongside the sign-in check, so that the first paint
// is already Polish (see prepareLanguage).
let polishTexts: Promise<void> | undefined;
function loadPolishTexts(): Promise<void> {
  polishTexts ??= import('./pl').then(({ pl }) => {
    i18n.addResourceBundle('pl', 'translation', pl);
  });
  return polishTexts;
}
if (storedLanguage() === 'pl') loadPolishTexts().catch(() => (polishTexts = undefined));

// The English texts of the areas outside the first screen (./en/later.ts), a chunk of their own.
let laterTexts: Promise<void> | undefined;

/**
 * Loads the English texts of the areas only later screens use (./en/later.ts) into i18next, once; every
 * route except the campaigns list's waits for it (lib/lazy-route.ts). English is the fallback language,
 * so they are loaded whatever the UI's language. Components already shown re-render when they arrive.
 * @throws Error when the chunk cannot be loaded (a later call tries again).
 */
export function loadLaterTexts(): Promise<void> {
  laterTexts ??= import('./en/later').then(
    ({ enLater }) => {
      initI18n();
      i18n.addResourceBundle('en', 'translation', enLater, true, false);
    },
    (error: unknown) => {
      laterTexts = undefined;
      throw error;
    },
  );
  return laterTexts;
}

function applyToDocument(lng: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/**
 * Initialises i18next synchronously with the English texts of the first screen (English is the default,
 * and the language of a user who has not chosen; the other areas: {@link loadLaterTexts}). Idempotent. The screen switches to `lng` only once its texts are
 * loaded; call {@link prepareLanguage} before the first render to start in the remembered language.
 */
export function initI18n(lng: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: enFirstScreen } },
      lng: lng === 'en' || i18n.hasResourceBundle(lng, 'translation') ? lng : DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      initAsync: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      // Texts added later (loadLaterTexts, the Polish texts) re-render the components that use them.
      react: { bindI18nStore: 'added' },
    });
    applyToDocument(i18n.language as Language);
  }
  return i18n;
}

/**
 * Switches the UI to `lng`, loading its texts when not loaded yet, and remembers it in this browser.
 * (Storing it for the user on the server is the caller's part: features/accounts `useChooseLanguage`.)
 * @throws Error when the texts cannot be loaded (the UI stays in its language).
 */
export async function loadLanguage(lng: Language): Promise<void> {
  initI18n();
  if (lng === 'pl') await loadPolishTexts();
  await i18n.changeLanguage(lng);
  applyToDocument(lng);
  rememberLanguage(lng);
}

/**
 * Before the first render: starts i18next in the language remembered in this browser, waiting for its
 * texts (already downloading since this module loaded). Never throws: a failed download leaves English.
 */
export async function prepareLanguage(): Promise<void> {
  initI18n();
  const hint = storedLanguage();
  if (hint && hint !== i18n.language) await loadLanguage(hint).catch(() => undefined);
}

/** The UI's current language (English until another is loaded). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
