import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, initialLanguage } from '../ui/i18n';
import { applyThemeColors, parseThemeColors } from './lib/theme-params';
import { readPage } from './page-settings';
import { PublicApp } from './public-app';

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
await initI18n(initialLanguage(document.documentElement.lang || page.settings.default_language));
createRoot(root).render(
  <StrictMode>
    <PublicApp inputs={page.inputs} settings={page.settings} />
  </StrictMode>,
);
