import type { TTelemetryConfig } from '@vetclinic/domain';
import type { AnalyticsAdapter, ErrorAdapter } from './adapters';
import { isTrackable, sanitizeProperties, scrubPath, shouldReportError, type AnalyticsEvent, type EventProperties } from './rules';

/**
 * The event layer of both web bundles. Off unless the page carries a telemetry config (the server adds it
 * only when analytics or error reporting is configured); then the adapters load lazily, in their own
 * chunks, so a page without them downloads nothing more. Events and errors that arrive before an adapter
 * is ready wait in a short queue.
 */
let config: TTelemetryConfig | null = null;
let bundle: 'staff' | 'public' = 'staff';
let analytics: AnalyticsAdapter | null = null;
let errors: ErrorAdapter | null = null;
const pendingEvents: [AnalyticsEvent, Record<string, string | number | boolean>][] = [];
const pendingErrors: unknown[] = [];
const QUEUE_MAX = 50;

function readConfig(): TTelemetryConfig | null {
  const el = typeof document === 'undefined' ? null : document.getElementById('telemetry-config');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as TTelemetryConfig;
  } catch {
    return null;
  }
}

const currentPage = () => scrubPath(window.location.pathname);

function sessionId(): string {
  // A random id per tab session, not stored across sessions and tied to nobody.
  try {
    const key = 'vc_anon_session';
    const found = sessionStorage.getItem(key);
    if (found) return found;
    const id = crypto.randomUUID();
    sessionStorage.setItem(key, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/** Reads the page's telemetry config and, when something is configured, loads its adapters. */
export function initTelemetry(which: 'staff' | 'public'): void {
  bundle = which;
  config = readConfig();
  if (!config) return;
  if (config.analytics) void loadAnalytics(config.analytics);
  if (config.errors) {
    void loadErrors(config.errors);
    window.addEventListener('error', (e) => reportError(e.error ?? e.message));
    window.addEventListener('unhandledrejection', (e) => reportError(e.reason));
  }
}

async function loadAnalytics(settings: NonNullable<TTelemetryConfig['analytics']>) {
  if (settings.provider === 'local') {
    analytics = (await import('./local')).createLocalAnalytics();
  } else {
    const [{ createPosthogAdapter }, { fetchTransport }] = await Promise.all([import('./posthog'), import('./adapters')]);
    analytics = createPosthogAdapter(settings, fetchTransport, sessionId());
  }
  for (const [event, props] of pendingEvents.splice(0)) analytics.capture(event, props);
}

async function loadErrors(settings: NonNullable<TTelemetryConfig['errors']>) {
  if (settings.provider === 'local') {
    errors = (await import('./local')).createLocalErrors();
  } else {
    const [{ createSentryAdapter }, { fetchTransport }] = await Promise.all([import('./sentry'), import('./adapters')]);
    errors = createSentryAdapter(settings, fetchTransport, currentPage);
  }
  for (const err of pendingErrors.splice(0)) errors.captureException(err);
}

/**
 * Records a product event: dropped when analytics is off, when the spec excludes it, or when it is not in
 * the catalogue; its properties are cut to the allowed, non-personal ones (rules.ts).
 */
export function track(event: AnalyticsEvent, properties: EventProperties = {}): void {
  if (!config?.analytics || !isTrackable(event)) return;
  const props = { ...sanitizeProperties(properties), bundle, page: currentPage() };
  if (analytics) analytics.capture(event, props);
  else if (pendingEvents.length < QUEUE_MAX) pendingEvents.push([event, props]);
}

/** Reports an unexpected error, unless reporting is off or the error is on the ignore list. */
export function reportError(error: unknown): void {
  if (!config?.errors || !shouldReportError(error)) return;
  if (errors) errors.captureException(error);
  else if (pendingErrors.length < QUEUE_MAX) pendingErrors.push(error);
}
