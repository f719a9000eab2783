import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, loadLanguage, prepareLanguage, storedLanguage } from './i18n';

afterEach(async () => {
  await loadLanguage('en');
  localStorage.clear();
});

describe('the language at start (docs/conventions.md "The web app")', () => {
  it('starts in English when this browser remembers nothing', async () => {
    await prepareLanguage();
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('app.language')).toBe('Language');
  });

  it('starts in the language remembered in this browser, with its texts loaded before the first render', async () => {
    localStorage.setItem('ads.language', 'pl');
    await prepareLanguage();
    expect(currentLanguage()).toBe('pl');
    expect(i18n.t('app.language')).toBe('Język');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('ignores a remembered value that is not a language', async () => {
    localStorage.setItem('ads.language', 'de');
    expect(storedLanguage()).toBeUndefined();
    await prepareLanguage();
    expect(currentLanguage()).toBe('en');
  });
});
