import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, initialLanguage } from '../ui/i18n';
import { StaffApp } from './staff-app';
import { initTelemetry } from '../ui/telemetry/telemetry';

// Analytics and error reporting: nothing to do (and nothing loaded) unless the server configured them.
initTelemetry('staff');
await initI18n(initialLanguage(), import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json'));
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
