import { z } from 'zod';
import { ZPageQuery, msg, zOptionalString } from './common';

/**
 * The events a clinic can subscribe to (issue #20). `lab_result.filed` is emitted by the labs module
 * when a result is filed into a record. New events go at the end (docs/webhooks.md lists each one's `data`).
 */
export const WEBHOOK_EVENTS = [
  'appointment.created',
  'appointment.changed',
  'appointment.cancelled',
  'client.created',
  'sale.issued',
  'payment.received',
  'lab_result.filed',
  'refund.created',
  'credit_note.posted',
  'credit_note.voided',
  'appointment.hold_expired',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUS = ['pending', 'delivered', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUS)[number];

/** Header names of a signed delivery; docs/webhooks.md shows how a receiver checks them. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Vetclinic-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Vetclinic-Timestamp';
export const WEBHOOK_EVENT_ID_HEADER = 'X-Vetclinic-Event-Id';

const zUrl = z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(2000, { error: msg.tooLong })
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && !u.username && !u.password;
    } catch {
      return false;
    }
  }, { error: 'validation.webhook_url' });

const zEvents = z.array(z.enum(WEBHOOK_EVENTS, { error: msg.invalid }), { error: msg.required })
  .min(1, { error: 'validation.webhook_events' }).max(WEBHOOK_EVENTS.length, { error: msg.invalid });

/**
 * A new endpoint. HTTPS only, unless the clinic's admin allows private targets on it (an on-premise
 * system on the clinic's network, which rarely has a public certificate): then plain HTTP is accepted too.
 */
export const ZWebhookEndpointInput = z.object({
  url: zUrl,
  description: zOptionalString(200),
  events: zEvents,
  allow_private: z.boolean({ error: msg.invalid }).default(false),
  is_active: z.boolean({ error: msg.invalid }).default(true),
}).superRefine((v, ctx) => {
  if (!v.allow_private && v.url.toLowerCase().startsWith('http:')) {
    ctx.addIssue({ code: 'custom', path: ['url'], message: 'validation.webhook_https' });
  }
});
export type TWebhookEndpointInput = z.input<typeof ZWebhookEndpointInput>;
export type TWebhookEndpointInputParsed = z.output<typeof ZWebhookEndpointInput>;

export const ZWebhookEndpoint = z.object({
  id: z.number(),
  clinic_id: z.number(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  allow_private: z.boolean(),
  is_active: z.boolean(),
  failing_since: z.string().nullable(),
  disabled_at: z.string().nullable(),
  /** The last characters of the secret, so staff can tell which one a receiver holds. */
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** Answered once, on creation and rotation: the full secret is never shown again. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZWebhookEndpointListQuery = ZPageQuery.extend({
  filter: z.object({ search: z.string().trim().max(100, { error: msg.tooLong }).optional() }).strict().optional(),
});
export type TWebhookEndpointListQuery = z.infer<typeof ZWebhookEndpointListQuery>;

export const ZWebhookDelivery = z.object({
  id: z.number(),
  endpoint_id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUS),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  response_status: z.number().nullable(),
  response_body: z.string().nullable(),
  duration_ms: z.number().nullable(),
  last_error: z.string().nullable(),
  replay_of: z.number().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryListQuery = ZPageQuery.extend({
  filter: z.object({
    status: z.enum(WEBHOOK_DELIVERY_STATUS, { error: msg.invalid }).optional(),
    search: z.string().trim().max(100, { error: msg.tooLong }).optional(),
  }).strict().optional(),
});
export type TWebhookDeliveryListQuery = z.infer<typeof ZWebhookDeliveryListQuery>;

export const ZWebhookDeliveryParams = z.object({
  id: z.coerce.number({ error: msg.invalid }).int().positive().max(2_147_483_647),
  deliveryId: z.coerce.number({ error: msg.invalid }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
