import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages';

describe('languages (docs/conventions.md "Texts, languages and formats")', () => {
  it('are English (the default) and Polish', () => {
    expect(LANGUAGES).toEqual(['en', 'pl']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each([['en', true], ['pl', true], ['PL', false], ['de', false], ['', false], [null, false], [undefined, false], [1, false]])(
    'isLanguage(%j) is %s',
    (value, expected) => expect(isLanguage(value)).toBe(expected),
  );
});
