import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, pageLanguage, type Language } from '@vetclinic/domain';
import { safeLocalStorage } from './safe-storage';

/**
 * The catalogues by file (`import.meta.glob('../locales/*.json')` of the app's entry): each language
 * is its own chunk, so a visitor downloads only the one they read; the booking page's entry globs the
 * public part of each (`?public`, vite.config.ts).
 */
export type Catalogues = Record<string, () => Promise<{ default: Record<string, unknown> }>>;
let loaders: Catalogues = {};
const STORAGE_KEY = 'lang';

async function loadLanguage(lang: Language) {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const loader = Object.entries(loaders).find(([file]) => file.endsWith(`/${lang}.json`))?.[1];
  if (!loader) return;
  const mod = await loader();
  i18next.addResourceBundle(lang, 'translation', mod.default, true, true);
}

/** The language to start in: an explicit choice, then the browser, then the given default. */
export function initialLanguage(fallback?: string): Language {
  const stored = safeLocalStorage.getItem(STORAGE_KEY);
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  return pageLanguage(typeof navigator !== 'undefined' ? navigator.language : undefined, fallback);
}

export async function initI18n(lang: Language, catalogues: Catalogues) {
  loaders = catalogues;
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  // Every catalogue has every key (locales.test.ts), so the English fallback never shows: only the
  // visitor's language is downloaded.
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** Switches language, remembers the choice (unless told not to), and updates the page's lang attribute. */
export async function changeLanguage(lang: Language, opts: { remember?: boolean } = {}) {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  if (opts.remember !== false) safeLocalStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
}

export { i18next };
