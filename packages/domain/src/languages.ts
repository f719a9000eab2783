/**
 * The languages of the web app and of the e-mails sent to a user (docs/conventions.md "The web app"):
 * English (the default, also for a user who has not chosen) and Polish. Numbers, money and dates use
 * Polish formats in both (docs/requirements.md §9).
 */
export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language used when a user has not chosen one. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether `value` is one of {@link LANGUAGES}. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
