// Entry of the server build (vite build --ssr, scripts/build.mjs): the API renders the booking page's
// first view with it (apps/api/src/plugins/static-web.ts), in the visitor's language, from the same
// service functions that answer the public API. The browser hydrates the same tree (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ClinicPageSettings, Language } from '@vetclinic/domain';
import { publicCatalogue as publicPart } from './catalogue';
import { parseThemeColors, themeCssVars } from './lib/theme-params';
import type { RootInputs } from './page-settings';
import { PublicApp, type FirstViewData } from './public-app';
import { ServerPathContext } from './use-route';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json', { eager: true });

export interface ServerRenderInput {
  inputs: RootInputs;
  settings: ClinicPageSettings;
  firstView: FirstViewData;
  pathname: string;
  search: string;
}

/** The root element's inner HTML for the booking page, rendered synchronously (nothing on it waits). */
export function renderBookingPage({ inputs, settings, firstView, pathname, search }: ServerRenderInput): string {
  // One i18next instance per render: requests in different languages never share one.
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: firstView.lang,
    fallbackLng: false,
    resources: { [firstView.lang]: { translation: catalogues[`../locales/${firstView.lang}.json`]?.default ?? {} } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ServerPathContext.Provider value={pathname}>
          <PublicApp inputs={inputs} settings={settings} firstView={firstView} search={search} />
        </ServerPathContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
}

/**
 * The `style` of the page's <html> for a query string's colours (`?primary=` …; invalid values are
 * dropped by parseThemeColors): the server-rendered page paints in the clinic's colours before any
 * script, as main.tsx then applies them again.
 */
export function themeStyle(search: string, isWidget: boolean): string {
  const vars = Object.entries(themeCssVars(parseThemeColors(search))).map(([k, v]) => `${k}:${v}`);
  // Inside the clinic's own page its background shows through (main.tsx does the same for <body>).
  if (isWidget) vars.push('background:transparent');
  return vars.join(';');
}

/**
 * The public namespaces of a language's catalogue (what the browser's build imports as `?public`):
 * the page carries it inline, so the browser hydrates without fetching it first (main.tsx).
 */
export function publicCatalogue(lang: Language): Record<string, unknown> {
  return publicPart(catalogues[`../locales/${lang}.json`]?.default ?? {});
}
