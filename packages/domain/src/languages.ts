// The 14 UI languages (spec §1) and the locale codes seen in the wild mapped onto them.
export const LANGUAGES = ['en', 'ro', 'ca', 'id', 'es', 'fr', 'zh-TW', 'pl', 'cs', 'sv', 'bg', 'pt', 'hu', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English', ro: 'Română', ca: 'Català', id: 'Bahasa Indonesia', es: 'Español', fr: 'Français',
  'zh-TW': '繁體中文', pl: 'Polski', cs: 'Čeština', sv: 'Svenska', bg: 'Български', pt: 'Português',
  hu: 'Magyar', ko: '한국어',
};

/** Accepts any of the spec's locale codes (en, en-us, ca_es, pt_br, ko_kr, zh_tw …) or a browser tag. */
export function resolveLanguage(code: string | null | undefined): Language {
  if (!code) return 'en';
  const norm = code.trim().replace('_', '-').toLowerCase();
  if (norm === 'zh-tw' || norm === 'zh-hant' || norm.startsWith('zh-hant') || norm === 'zh-hk' || norm === 'zh') return 'zh-TW';
  const base = norm.split('-')[0];
  const hit = LANGUAGES.find((l) => l.toLowerCase() === base);
  return hit ?? 'en';
}

/** Picks the best language from an Accept-Language header ("ro-RO,ro;q=0.9,en;q=0.8"). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.tag && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const lang = resolveLanguage(tag);
    if (lang !== 'en' || tag.toLowerCase().startsWith('en')) return lang;
  }
  return 'en';
}

/**
 * The booking page's language without an explicit choice: the browser's first language when we have
 * it (an English browser only counts as English when it says so), else the clinic's default. The
 * server renders the first view in it from Accept-Language; the browser starts in it from navigator.
 */
export function pageLanguage(browser: string | null | undefined, fallback: string | null | undefined): Language {
  const fromBrowser = resolveLanguage(browser);
  if (browser && (fromBrowser !== 'en' || browser.trim().toLowerCase().startsWith('en'))) return fromBrowser;
  return resolveLanguage(fallback);
}
