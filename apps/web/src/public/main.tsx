import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, initialLanguage } from '../ui/i18n';
import { readPage } from './page-settings';
import { PublicApp } from './public-app';

const root = document.getElementById('root')!;
const page = readPage(root);
await initI18n(initialLanguage(document.documentElement.lang || page.settings.default_language));
createRoot(root).render(
  <StrictMode>
    <PublicApp inputs={page.inputs} settings={page.settings} />
  </StrictMode>,
);
