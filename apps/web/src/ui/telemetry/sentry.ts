import type { ErrorAdapter, ErrorSettings, Transport } from './adapters';
import { scrubPath, scrubText } from './rules';

/** `https://<public key>@<host>/<project id>` → the envelope endpoint and key. */
export function parseDsn(dsn: string): { envelopeUrl: string; publicKey: string } {
  const url = new URL(dsn);
  const projectId = url.pathname.split('/').filter(Boolean).pop();
  if (!url.username || !projectId) throw new Error('invalid DSN');
  const prefix = url.pathname.replace(/\/[^/]*\/?$/, '');
  return { envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`, publicKey: url.username };
}

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

interface StackFrame { filename: string; function: string; lineno?: number; colno?: number; in_app: boolean }

/** Frames from a V8/Firefox stack string, innermost last as Sentry expects; file paths scrubbed. */
function framesOf(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n').slice(0, 50)) {
    const m = /at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line.trim()) ?? /^(.*?)@(.+?):(\d+):(\d+)$/.exec(line.trim());
    if (!m) continue;
    let filename = m[2];
    try {
      const u = new URL(filename);
      filename = `${u.origin}${scrubPath(u.pathname)}`;
    } catch { /* not a URL: keep */ }
    frames.push({ filename, function: m[1] || '?', lineno: Number(m[3]), colno: Number(m[4]), in_app: true });
  }
  return frames.reverse();
}

/**
 * The body Sentry's envelope API takes: a header line, an item header, the event. The event holds the
 * error type, its scrubbed message and stack, the scrubbed page path and the environment; no user, no
 * request headers, no breadcrumbs, no replay.
 */
export function buildEnvelope(settings: ErrorSettings, error: unknown, page: string, now = new Date()): string {
  const e = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error thrown');
  const eventId = randomId();
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    environment: settings.environment,
    ...(settings.release ? { release: settings.release } : {}),
    request: { url: page },
    exception: { values: [{ type: e.name || 'Error', value: scrubText(e.message ?? ''), stacktrace: { frames: framesOf(e.stack) } }] },
    tags: { bundle: page.startsWith('/book') ? 'public' : 'staff' },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: settings.dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

/** Sentry's envelope API (sentry.io, self-hosted Sentry, GlitchTip). At most 20 reports per page load. */
export function createSentryAdapter(settings: ErrorSettings, transport: Transport, page: () => string): ErrorAdapter {
  const { envelopeUrl, publicKey } = parseDsn(settings.dsn);
  const url = `${envelopeUrl}?sentry_key=${encodeURIComponent(publicKey)}&sentry_version=7&sentry_client=vetclinic-web%2F1`;
  let sent = 0;
  return {
    captureException(error) {
      if (++sent > 20) return;
      void transport(url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: buildEnvelope(settings, error, page()) });
    },
  };
}
