import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pl } from './pl';

// Every area file of each language (the index spreads them; a top-level key repeated across areas would be lost).
// English assembles its areas in two parts (en/first-screen.ts, en/later.ts), which are not areas themselves.
const ASSEMBLING = /\/(index|first-screen|later)\.ts$/;
const areaFiles = {
  en: import.meta.glob<Record<string, object>>('./en/*.ts', { eager: true }),
  pl: import.meta.glob<Record<string, object>>('./pl/*.ts', { eager: true }),
};

type Texts = { [key: string]: string | Texts };

/** Every leaf of a text object as `path.to.key` → text. */
function leaves(texts: Texts, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

describe('UI texts', () => {
  const english = leaves(en as Texts);
  const polish = leaves(pl as Texts);

  it('English and Polish have exactly the same keys', () => {
    const onlyEnglish = [...english.keys()].filter((k) => !polish.has(k));
    const onlyPolish = [...polish.keys()].filter((k) => !english.has(k));
    expect({ onlyEnglish, onlyPolish }).toEqual({ onlyEnglish: [], onlyPolish: [] });
    expect(english.size).toBeGreaterThan(500);
  });

  it.each(['en', 'pl'] as const)('%s: no top-level key repeats across area files, and every area is assembled', (lng) => {
    const keys = Object.entries(areaFiles[lng])
      .filter(([file]) => !ASSEMBLING.test(file))
      .flatMap(([, module]) => Object.values(module).flatMap((area) => Object.keys(area)));
    expect(keys.length).toBe(new Set(keys).size);
    expect(new Set(keys)).toEqual(new Set(Object.keys(lng === 'en' ? en : pl)));
  });

  it('no text is empty or not a string in either language', () => {
    const bad = [...english, ...polish].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('both languages use the same {{placeholders}} in each text', () => {
    const names = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const differing = [...english.keys()].filter((k) => names(english.get(k)).join() !== names(polish.get(k)).join());
    expect(differing).toEqual([]);
  });
});
