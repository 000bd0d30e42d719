/**
 * The rules every analytics event and error report passes before it may leave the browser (issue #20):
 * the spec's excluded events, a closed list of properties with short non-personal values, and the error
 * reporter's ignore list. Shared by both bundles; small on purpose (the adapters load lazily).
 */

/** Events the product may record. Anything else is dropped (a typo must not become a new event). */
export const ANALYTICS_EVENTS = [
  'page_viewed',
  'booking_started',
  'booking_slot_chosen',
  'booking_completed',
  'booking_slot_taken',
  'appointment_created',
  'sale_issued',
  'payment_recorded',
  'task_created',
  'record_closed',
  'webhook_endpoint_created',
  // Named here so the code that performs them can call track() like any other action; the spec
  // excludes them from analytics, so they never leave the page (EXCLUDED_EVENTS).
  'task_deleted',
  'invoice_sent',
  'prescription_added',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The spec's excluded events ("some events such as task deletion, invoice sent, prescription added"). */
export const EXCLUDED_EVENTS: ReadonlySet<string> = new Set(['task_deleted', 'invoice_sent', 'prescription_added']);

/**
 * The only properties an event may carry, each a category or a count: never a name, contact, free text,
 * id of a person or pet, amount or anything medical.
 */
const ALLOWED_PROPERTIES: Record<string, 'category' | 'count' | 'flag'> = {
  bundle: 'category',
  area: 'category',
  step: 'category',
  language: 'category',
  source: 'category',
  method: 'category',
  status: 'category',
  widget: 'flag',
  deposit: 'flag',
  logged_in: 'flag',
  services: 'count',
  pets: 'count',
  lines: 'count',
};
export type EventProperties = Partial<Record<keyof typeof ALLOWED_PROPERTIES, string | number | boolean>>;

/** A category is a short machine word: anything that could be a name, an address or a token is not one. */
const CATEGORY = /^[a-z][a-z0-9_-]{0,31}$/;

/** The event's properties reduced to the allowed ones with valid values; everything else is dropped. */
export function sanitizeProperties(props: Record<string, unknown> = {}): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(props)) {
    const kind = ALLOWED_PROPERTIES[key];
    if (kind === 'category' && typeof value === 'string' && CATEGORY.test(value)) out[key] = value;
    else if (kind === 'count' && typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1000) out[key] = value;
    else if (kind === 'flag' && typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** Whether an event may be sent at all. */
export function isTrackable(event: string): event is AnalyticsEvent {
  return (ANALYTICS_EVENTS as readonly string[]).includes(event) && !EXCLUDED_EVENTS.has(event);
}

/**
 * A page address without what identifies someone: no query or fragment (reset and manage links carry
 * tokens and e-mails there), and path segments that are numbers (record, client, pet ids) or long
 * tokens replaced by a placeholder. `/book/happy-paws/appointment/Xy…` → `/book/happy-paws/appointment/:token`.
 */
export function scrubPath(pathname: string): string {
  return pathname.split('?')[0].split('#')[0].split('/').map((seg) => {
    if (/^\d+$/.test(seg)) return ':id';
    if (seg.length >= 20 || /[A-Za-z]/.test(seg) && /\d/.test(seg) && seg.length >= 12) return ':token';
    if (seg.includes('@')) return ':email';
    return seg;
  }).join('/');
}

const EMAIL = /[^\s@<>()"']+@[^\s@<>()"']+\.[A-Za-z]{2,}/g;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
const LONG_TOKEN = /[A-Za-z0-9_-]{24,}/g;
const URL_IN_TEXT = /https?:\/\/[^\s"')]+/g;

/** Free text (an error message) with e-mails, phone numbers, tokens and URLs' paths and queries masked. */
export function scrubText(text: string): string {
  return text
    .replace(URL_IN_TEXT, (u) => {
      try {
        const url = new URL(u);
        return `${url.origin}${scrubPath(url.pathname)}`;
      } catch {
        return '[url]';
      }
    })
    .replace(EMAIL, '[email]')
    .replace(LONG_TOKEN, '[token]')
    .replace(PHONE, '[number]')
    .slice(0, 500);
}

/** Error codes and messages the reporter ignores (spec: error-reporting service). */
export const IGNORED_ERROR_CODES: ReadonlySet<string> = new Set(['DIFFERENT_USER_LOGGED_IN', 'ERR_UID_NOT_FOUND', 'ERR_BAD_REQUEST']);
export const IGNORED_MESSAGE_PARTS = ['startIgnoringMouse'] as const;

/** Whether an error should be reported: not an ignored code, not an ignored message. */
export function shouldReportError(error: unknown): boolean {
  const e = error as { code?: unknown; name?: unknown; message?: unknown; body?: { code?: unknown } } | null;
  const codes = [e?.code, e?.body?.code, e?.name].filter((c): c is string => typeof c === 'string');
  if (codes.some((c) => IGNORED_ERROR_CODES.has(c))) return false;
  const message = typeof e?.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  if (IGNORED_MESSAGE_PARTS.some((part) => message.includes(part))) return false;
  if ([...IGNORED_ERROR_CODES].some((code) => message.includes(code))) return false;
  return true;
}
