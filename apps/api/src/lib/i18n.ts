import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@vetclinic/domain';

// Server texts (errors, mails) use the same locale files as the web, so a key is translated once.
const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/locales');

type Dict = Record<string, unknown>;
const dictionaries = new Map<Language, Dict>();

function load(lang: Language): Dict {
  let dict = dictionaries.get(lang);
  if (!dict) {
    try {
      dict = JSON.parse(readFileSync(path.join(LOCALES_DIR, `${lang}.json`), 'utf8')) as Dict;
    } catch {
      dict = {};
    }
    dictionaries.set(lang, dict);
  }
  return dict;
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in (node as Dict)) node = (node as Dict)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a key (falls back to English, then to the key itself) and fills {{placeholders}}. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const raw = lookup(load(lang), key) ?? lookup(load('en'), key) ?? key;
  return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return String(value);
  });
}

export function preloadLocales() {
  for (const l of LANGUAGES) load(l);
}
