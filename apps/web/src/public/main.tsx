// Poppins and the first view's own styles (lite.css): static CSS in the page's <head>, no
// CSS-in-JS runtime before the first free times (#12 byte budget).
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import './lite.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { changeLanguage, initI18n, initialLanguage } from '../ui/i18n';
import { applyThemeColors, parseThemeColors } from './lib/theme-params';
import { readFirstView, readFirstViewCatalogue, readPage } from './page-settings';
import { PublicApp } from './public-app';
import { initTelemetry } from '../ui/telemetry/telemetry';

const root = document.getElementById('root')!;
const page = readPage(root);
// Colours from the query string go on before the first paint, so there is no flash of the default theme.
applyThemeColors(parseThemeColors(window.location.search));
if (page.inputs.isWidget) {
  // Inside the clinic's own page: let its background show through.
  document.documentElement.style.background = 'transparent';
  document.body.style.background = 'transparent';
  document.documentElement.dataset.widget = '1';
}
const preferred = initialLanguage(page.settings.default_language);
// The public namespaces of each catalogue only (catalogue.ts): a third of the staff app's.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json', { query: '?public' });
// Analytics and error reporting: nothing to do (and nothing loaded) unless the server configured them.
initTelemetry('public');
const firstView = readFirstView();
if (firstView && root.firstElementChild) {
  // The server rendered the first view (server-render.tsx): hydrate it in the language it was
  // rendered in (its catalogue comes inline with the page when the server has it), then switch if
  // the visitor chose another one before.
  const inline = readFirstViewCatalogue();
  await initI18n(
    firstView.lang,
    inline
      ? Object.fromEntries(Object.entries(catalogues).map(([file, load]) => [file, file.endsWith(`/${firstView.lang}.json`) ? () => Promise.resolve({ default: inline }) : load]))
      : catalogues,
  );
  hydrateRoot(
    root,
    <StrictMode>
      <PublicApp inputs={page.inputs} settings={page.settings} firstView={firstView} />
    </StrictMode>,
  );
  if (preferred !== firstView.lang) void changeLanguage(preferred, { remember: false });
} else {
  await initI18n(preferred, catalogues);
  createRoot(root).render(
    <StrictMode>
      <PublicApp inputs={page.inputs} settings={page.settings} />
    </StrictMode>,
  );
}
