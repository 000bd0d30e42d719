import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, resolveLanguage, type Language } from '@vetclinic/domain';
import { safeLocalStorage } from './safe-storage';

// Each language is its own chunk: a visitor downloads only the one they read.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');
const STORAGE_KEY = 'lang';

async function loadLanguage(lang: Language) {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const loader = loaders[`../locales/${lang}.json`];
  if (!loader) return;
  const mod = await loader();
  i18next.addResourceBundle(lang, 'translation', mod.default, true, true);
}

/** The language to start in: an explicit choice, then the browser, then the given default. */
export function initialLanguage(fallback?: string): Language {
  const stored = safeLocalStorage.getItem(STORAGE_KEY);
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  const browser = typeof navigator !== 'undefined' ? navigator.language : undefined;
  const fromBrowser = resolveLanguage(browser);
  if (browser && (fromBrowser !== 'en' || browser.toLowerCase().startsWith('en'))) return fromBrowser;
  return resolveLanguage(fallback);
}

export async function initI18n(lang: Language) {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await loadLanguage('en');
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** Switches language, remembers the choice, and updates the page's lang attribute. */
export async function changeLanguage(lang: Language) {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  safeLocalStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
}

export { i18next };
