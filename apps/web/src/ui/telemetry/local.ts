import type { AnalyticsAdapter, ErrorAdapter } from './adapters';
import { scrubText } from './rules';

/** What the local adapters keep, on `window.__telemetry` (dev tools, e2e tests). */
export interface LocalTelemetryLog {
  events: { event: string; properties: Record<string, string | number | boolean> }[];
  errors: { type: string; message: string }[];
}

function log(): LocalTelemetryLog {
  const w = window as unknown as { __telemetry?: LocalTelemetryLog };
  w.__telemetry ??= { events: [], errors: [] };
  return w.__telemetry;
}

/** The local stand-in for PostHog: events stay in the page (ANALYTICS_PROVIDER=local). */
export function createLocalAnalytics(): AnalyticsAdapter {
  return { capture: (event, properties) => { log().events.push({ event, properties }); } };
}

/** The local stand-in for Sentry: errors stay in the page (ERROR_REPORTING_DSN=local). */
export function createLocalErrors(): ErrorAdapter {
  return {
    captureException: (error) => {
      const e = error instanceof Error ? error : new Error(String(error));
      log().errors.push({ type: e.name, message: scrubText(e.message) });
    },
  };
}
