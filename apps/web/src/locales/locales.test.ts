import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vetclinic/domain';

const dir = path.dirname(new URL(import.meta.url).pathname);
const load = (lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

const en = flatten(load('en'));
const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('should have every key of en in %s, with the same placeholders', (lang) => {
    const other = flatten(load(lang));
    const missing = Object.keys(en).filter((k) => !(k in other) || other[k].trim() === '');
    expect(missing).toEqual([]);
    const broken = Object.keys(en).filter((k) => JSON.stringify(placeholders(en[k])) !== JSON.stringify(placeholders(other[k])));
    expect(broken).toEqual([]);
  });

  // i18next asks for the language's own plural category (Polish 5 → x_many); a missing one falls back
  // to English, so every plural key needs every category Intl.PluralRules knows for that language.
  it.each(LANGUAGES)('should have every plural form %s distinguishes', (lang) => {
    const keys = flatten(load(lang));
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const bases = Object.keys(keys).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length));
    const missing = bases.flatMap((b) => categories.filter((c) => !(`${b}_${c}` in keys)).map((c) => `${b}_${c}`));
    expect(missing).toEqual([]);
  });

  it('should use every key the web code asks for', () => {
    const src = path.resolve(dir, '..');
    const used = execSync(`grep -rhoE "\\bt\\('[a-zA-Z_.0-9]+'" --include=*.tsx --include=*.ts --exclude=*.test.ts --exclude=*.test.tsx ${src}`, { encoding: 'utf8' })
      .split('\n').filter(Boolean).map((s) => s.slice(3, -1));
    // A plural key (asked for as x.count with a count) is stored as x.count_one / x.count_other.
    const missing = [...new Set(used)].filter((k) => !(k in en) && !(`${k}_other` in en) && !Object.keys(en).some((e) => e.startsWith(`${k}.`)));
    expect(missing).toEqual([]);
  });
});
