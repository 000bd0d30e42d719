import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTelemetryConfig } from '@vetclinic/domain';
import { createPosthogAdapter } from './posthog';
import { buildEnvelope, createSentryAdapter, parseDsn } from './sentry';
import { EXCLUDED_EVENTS, isTrackable, sanitizeProperties, scrubPath, scrubText, shouldReportError } from './rules';
import type { Transport } from './adapters';

/** Things that must never appear in anything sent: a client's name, contacts, a token, medical words. */
const PERSONAL = {
  first_name: 'Ana', last_name: 'Marin', email: 'ana.marin@example.test', phone: '+40 721 000 111', client_id: 4242,
  pet_name: 'Rex', diagnosis: 'Otitis externa', note: 'bites when scared', token: 'Xy7Qk2LmN9pR4sT6vW8zA1bC3dE5fG7h',
};
const personalPattern = /Ana|Marin|example\.test|721 000|4242|Rex|Otitis|bites|Xy7Qk2LmN9pR4sT6vW8zA1bC3dE5fG7h/;

function recorder() {
  const sent: { url: string; body: string }[] = [];
  const transport: Transport = async (url, init) => { sent.push({ url, body: init.body }); };
  return { sent, transport };
}

describe('analytics rules', () => {
  it('should drop the events the spec excludes and any event outside the catalogue', () => {
    expect([...EXCLUDED_EVENTS].sort()).toEqual(['invoice_sent', 'prescription_added', 'task_deleted']);
    for (const e of EXCLUDED_EVENTS) expect(isTrackable(e)).toBe(false);
    expect(isTrackable('booking_completed')).toBe(true);
    expect(isTrackable('client_viewed_with_name')).toBe(false);
  });

  it('should keep only allowed properties with category, count or flag values', () => {
    expect(sanitizeProperties({ ...PERSONAL, step: 'services', services: 2, deposit: true, area: 'Ana Marin', pets: -1, widget: 'yes' }))
      .toEqual({ step: 'services', services: 2, deposit: true });
  });

  it('should scrub ids, tokens and e-mails from paths and text', () => {
    expect(scrubPath('/book/happy-paws/appointment/Xy7Qk2LmN9pR4sT6vW8zA1bC3dE5fG7h/cancel')).toBe('/book/happy-paws/appointment/:token/cancel');
    expect(scrubPath('/app/clients/4242/pets/17?email=ana@x.test')).toBe('/app/clients/:id/pets/:id');
    const text = scrubText('Failed for ana.marin@example.test (+40 721 000 111) at https://clinic.test/book/x/appointment/Xy7Qk2LmN9pR4sT6vW8zA1bC3dE5fG7h?token=abc');
    expect(text).not.toMatch(personalPattern);
    expect(text).toContain('[email]');
  });
});

describe('error reporter rules', () => {
  it('should ignore the spec\'s codes and the startIgnoringMouse message, and report the rest', () => {
    expect(shouldReportError(Object.assign(new Error('x'), { code: 'DIFFERENT_USER_LOGGED_IN' }))).toBe(false);
    expect(shouldReportError({ message: 'failed', body: { code: 'ERR_UID_NOT_FOUND' } })).toBe(false);
    expect(shouldReportError(new Error('Request failed: ERR_BAD_REQUEST'))).toBe(false);
    expect(shouldReportError(new TypeError("Cannot read properties of undefined (reading 'startIgnoringMouse')"))).toBe(false);
    expect(shouldReportError(new TypeError('x is not a function'))).toBe(true);
  });
});

describe('PostHog-compatible adapter', () => {
  it('should post a capture body with an anonymous session id and only sanitized properties', () => {
    const { sent, transport } = recorder();
    const adapter = createPosthogAdapter({ provider: 'posthog', host: 'https://ph.example.org/', key: 'phc_public' }, transport, 'a3f0-session');
    adapter.capture('booking_completed', { ...sanitizeProperties({ ...PERSONAL, services: 1, pets: 2, deposit: false }), bundle: 'public', page: scrubPath('/book/happy-paws') });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://ph.example.org/capture/');
    const body = JSON.parse(sent[0].body);
    expect(body).toMatchObject({ api_key: 'phc_public', event: 'booking_completed', distinct_id: 'a3f0-session', properties: { services: 1, pets: 2, deposit: false, $process_person_profile: false } });
    expect(sent[0].body).not.toMatch(personalPattern);
  });
});

describe('Sentry-compatible adapter', () => {
  const settings = { provider: 'sentry' as const, dsn: 'https://pubkey123@errors.example.org/42', environment: 'production', release: '1.2.3', replaysSessionSampleRate: 0 as const };

  it('should find the envelope endpoint of a DSN, with a path prefix too', () => {
    expect(parseDsn(settings.dsn)).toEqual({ envelopeUrl: 'https://errors.example.org/api/42/envelope/', publicKey: 'pubkey123' });
    expect(parseDsn('https://k@host.test/sentry/7').envelopeUrl).toBe('https://host.test/sentry/api/7/envelope/');
  });

  it('should send an envelope with the scrubbed error and page, no user and no replay', () => {
    const { sent, transport } = recorder();
    const adapter = createSentryAdapter(settings, transport, () => scrubPath('/app/clients/4242'));
    adapter.captureException(new Error(`Saving client ${PERSONAL.email} (${PERSONAL.phone}) failed`));
    expect(sent[0].url).toBe('https://errors.example.org/api/42/envelope/?sentry_key=pubkey123&sentry_version=7&sentry_client=vetclinic-web%2F1');
    const [header, item, payload] = sent[0].body.split('\n').map((l) => JSON.parse(l));
    expect(header).toMatchObject({ dsn: settings.dsn });
    expect(item).toEqual({ type: 'event' });
    expect(payload).toMatchObject({ level: 'error', environment: 'production', release: '1.2.3', request: { url: '/app/clients/:id' } });
    expect(payload.exception.values[0].value).toBe('Saving client [email] ([number]) failed');
    expect(payload.user).toBeUndefined();
    expect(sent[0].body).not.toMatch(personalPattern);
    expect(buildEnvelope(settings, 'plain string', '/book/x')).toContain('"value":"plain string"');
  });
});

describe('event layer', () => {
  const g = globalThis as unknown as Record<string, unknown>;
  const config: TTelemetryConfig = { analytics: { provider: 'local', host: '', key: '' }, errors: { provider: 'local', dsn: 'local', environment: 'staging', release: null, replaysSessionSampleRate: 0 } };
  const saved = { document: g.document, window: g.window, sessionStorage: g.sessionStorage };

  beforeAll(() => {
    const store = new Map<string, string>();
    g.document = { getElementById: (id: string) => (id === 'telemetry-config' ? { textContent: JSON.stringify(config) } : null) };
    g.window = { location: { pathname: '/app/clients/4242' }, addEventListener: () => undefined };
    g.sessionStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) };
  });
  afterAll(() => Object.assign(g, saved));

  it('should send allowed events with sanitized properties and nothing of excluded events or ignored errors', async () => {
    const { initTelemetry, reportError, track } = await import('./telemetry');
    initTelemetry('staff');
    track('task_deleted', { area: 'tasks' });
    track('invoice_sent', { area: 'sales' });
    track('prescription_added', { area: 'records' });
    track('sale_issued', { ...(PERSONAL as object), lines: 3, method: 'card' } as never);
    reportError(Object.assign(new Error('other tab'), { code: 'DIFFERENT_USER_LOGGED_IN' }));
    reportError(new Error(`Could not load ${PERSONAL.email}`));
    await new Promise((r) => setTimeout(r, 50));
    const log = (g.window as { __telemetry: { events: { event: string; properties: object }[]; errors: { message: string }[] } }).__telemetry;
    expect(log.events).toEqual([{ event: 'sale_issued', properties: { lines: 3, method: 'card', bundle: 'staff', page: '/app/clients/:id' } }]);
    expect(log.errors).toEqual([{ type: 'Error', message: 'Could not load [email]' }]);
    expect(JSON.stringify(log)).not.toMatch(personalPattern);
  });
});
