/**
 * The booking page's stand-in for i18next (the build aliases `i18next` to this file for the public
 * bundle only, vite.config.ts): the few calls the page makes, ≈1 KB instead of 14 KB brotli in the
 * first load. Same lookups as i18next with this app's options — nested keys, plurals by
 * Intl.PluralRules (`_zero` first for 0), `{{name}}` / `{{- name}}` interpolation without
 * escaping, the key itself when a string is missing. i18n-lite.test.ts holds it equal to i18next for
 * every public key of all 14 catalogues. The server renders with the real i18next.
 */
type Tree = { [key: string]: unknown };
type TOptions = { [key: string]: unknown; count?: number };
type Listener = (lng: string) => void;

const resources = new Map<string, Tree>();
const plurals = new Map<string, Intl.PluralRules>();
const listeners = new Set<Listener>();

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function pathValue(data: TOptions, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (node === null || node === undefined || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, data: TOptions): string {
  // `{{- name}}` (unescaped) first, then `{{name}}`: both the same here (no escaping), as i18next does
  // with escapeValue off; a variable not given at all stays as written.
  for (const pattern of [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g]) {
    text = text.replace(pattern, (whole, name: string) => {
      const key = name.trim();
      const value = pathValue(data, key);
      if (value === undefined) return Object.prototype.hasOwnProperty.call(data, key) ? '' : whole;
      return value === null ? '' : String(value);
    });
  }
  return text;
}

function pluralRules(lng: string) {
  let rules = plurals.get(lng);
  if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng.replace(/_/g, '-'))));
  return rules;
}

function translate(lng: string, key: string, options?: TOptions): string {
  const tree = resources.get(lng);
  const data = options ?? {};
  const count = data.count;
  const keys = [key];
  if (count !== undefined && typeof count !== 'string') {
    keys.unshift(`${key}_${pluralRules(lng).select(Number(count))}`);
    if (count === 0) keys.unshift(`${key}_zero`);
  }
  for (const k of keys) {
    const found = lookup(tree, k);
    if (typeof found === 'string') return interpolate(found, data);
  }
  return key;
}

const fixedTs = new Map<string, (key: string, options?: TOptions) => string>();
/** One `t` per language, as react-i18next gives: effects that list `t` run again after a switch. */
export function fixedT(lng: string) {
  let t = fixedTs.get(lng);
  if (!t) fixedTs.set(lng, (t = (key: string, options?: TOptions) => translate(lng, key, options)));
  return t;
}

const i18next = {
  language: 'en',
  isInitialized: false,
  use() {
    return i18next;
  },
  async init(options: { lng?: string; resources?: Record<string, { translation?: Tree }> }) {
    if (options.lng) i18next.language = options.lng;
    for (const [lng, bundle] of Object.entries(options.resources ?? {})) if (bundle.translation) resources.set(lng, bundle.translation);
    i18next.isInitialized = true;
    return fixedT(i18next.language);
  },
  t(key: string, options?: TOptions) {
    return translate(i18next.language, key, options);
  },
  exists(key: string) {
    return typeof lookup(resources.get(i18next.language), key) === 'string';
  },
  hasResourceBundle(lng: string) {
    return resources.has(lng);
  },
  addResourceBundle(lng: string, _ns: string, bundle: Tree) {
    resources.set(lng, { ...resources.get(lng), ...bundle });
    for (const l of listeners) l(i18next.language);
    return i18next;
  },
  async changeLanguage(lng: string) {
    i18next.language = lng;
    for (const l of listeners) l(lng);
    return fixedT(lng);
  },
  on(event: string, listener: Listener) {
    if (event === 'languageChanged' || event === 'added') listeners.add(listener);
  },
  off(_event: string, listener: Listener) {
    listeners.delete(listener);
  },
};

// Stands in for the package's default export (`import i18next from 'i18next'`).
// eslint-disable-next-line no-restricted-syntax
export default i18next;
