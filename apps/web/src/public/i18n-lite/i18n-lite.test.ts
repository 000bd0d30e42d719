import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import i18nextReal from 'i18next';
import { describe, expect, it } from 'vitest';
import { publicCatalogue } from '../catalogue';
import lite, { fixedT } from './i18next';

const dir = path.resolve(__dirname, '../../locales');
const languages = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const catalogue = (lng: string) => publicCatalogue(JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as Record<string, unknown>);

/** Every leaf key, and each plural family once more by its base key (as the code asks for it). */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') return keysOf(v as Record<string, unknown>, key);
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    return base === key ? [key] : [key, base];
  });
}

/** The variables a string names, given as words so the output shows where each one went. */
function variables(text: unknown): Record<string, unknown> {
  const names = typeof text === 'string' ? [...text.matchAll(/\{\{-?\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]) : [];
  return Object.fromEntries(names.map((n) => [n, `<${n}>`]));
}

describe('the booking page\'s i18next stand-in', () => {
  it('should say exactly what i18next says for every public key of every language, counts and variables included', async () => {
    expect(languages).toHaveLength(14);
    let compared = 0;
    for (const lng of languages) {
      const resources = catalogue(lng);
      const real = i18nextReal.createInstance();
      await real.init({ lng, fallbackLng: false, resources: { [lng]: { translation: resources } }, interpolation: { escapeValue: false }, returnNull: false, initAsync: false });
      await lite.init({ lng, resources: { [lng]: { translation: resources } } });
      await lite.changeLanguage(lng);
      const t = fixedT(lng);
      for (const key of new Set(keysOf(resources))) {
        const text = real.t(key, { returnObjects: false });
        const vars = { ...variables(text), ...Object.fromEntries(['_zero', '_one', '_two', '_few', '_many', '_other'].flatMap((s) => Object.entries(variables(real.t(`${key}${s}`))))) };
        for (const options of [undefined, vars, ...[0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5].map((count) => ({ ...vars, count }))]) {
          const want = String(real.t(key, options as never));
          const got = t(key, options);
          if (got !== want) expect({ lng, key, options, got }).toEqual({ lng, key, options, got: want });
          compared++;
        }
      }
      // A missing key, and a variable left out, read as i18next reads them.
      expect(t('public.no.such.key')).toBe(real.t('public.no.such.key'));
      expect(lite.t('public.steps.what')).toBe(real.t('public.steps.what'));
    }
    expect(compared).toBeGreaterThan(14 * 500);
  });

  it('should interpolate like i18next: nested values, null and undefined, unescaped, and a missing one kept', async () => {
    const resources = { a: { b: 'Hi {{name}}, {{- html}} {{user.first}} {{gone}} {{nul}}<{{ spaced }}>' } };
    const real = i18nextReal.createInstance();
    await real.init({ lng: 'en', resources: { en: { translation: resources } }, interpolation: { escapeValue: false }, initAsync: false });
    await lite.init({ lng: 'en', resources: { en: { translation: resources } } });
    await lite.changeLanguage('en');
    for (const options of [{}, { name: 'A&B', html: '<b>', user: { first: 'Z' }, nul: null, spaced: 3 }, { name: undefined, gone: undefined }]) {
      expect(lite.t('a.b', options)).toBe(real.t('a.b', options));
    }
  });

  it('should pick plural forms like i18next (the public catalogues have none today; the staff ones do)', async () => {
    const translation = { n: { x_one: '{{count}} one', x_few: '{{count}} few', x_many: '{{count}} many', x_other: '{{count}} other', z_zero: 'none', z_other: '{{count}} z' } };
    for (const lng of ['en', 'pl', 'cs', 'ko', 'ro', 'zh-TW', 'bg']) {
      const real = i18nextReal.createInstance();
      await real.init({ lng, fallbackLng: false, resources: { [lng]: { translation } }, interpolation: { escapeValue: false }, initAsync: false });
      await lite.init({ lng, resources: { [lng]: { translation } } });
      await lite.changeLanguage(lng);
      for (const count of [0, 1, 2, 3, 4, 5, 12, 21, 22, 25, 101, 1.5]) {
        for (const key of ['n.x', 'n.z', 'n.missing']) expect(`${lng} ${key} ${count}: ${lite.t(key, { count })}`).toBe(`${lng} ${key} ${count}: ${real.t(key, { count })}`);
      }
    }
  });
});
