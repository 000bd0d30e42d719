import { z } from 'zod';
import { msg, zId, zOptionalString } from './common';

/** Spec §3: type 1 payment link, 2 instructions to download the app. */
export const NotificationKind = { PAYMENT_LINK: 1, APP_DOWNLOAD: 2 } as const;
export const NOTIFICATION_VIA = ['sms', 'mail', 'both'] as const;
export type TNotificationVia = (typeof NOTIFICATION_VIA)[number];
export const NOTIFICATION_CHANNELS = ['mail', 'sms'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Why a channel was not used: the client has no address for it. */
export const NOTIFICATION_SKIP_REASONS = ['no_email', 'no_phone'] as const;

/** http(s) only: the link goes into a mail button and an SMS. */
export const zHttpUrl = z
  .string({ error: msg.required })
  .trim()
  .min(1, { error: msg.required })
  .max(2000, { error: msg.tooLong })
  .pipe(z.url({ protocol: /^https?$/, error: 'validation.url' }));

export const ZNotificationInput = z.object({
  client_id: zId,
  type: z.union([z.literal(1), z.literal(2)], { error: msg.invalid }),
  via: z.enum(NOTIFICATION_VIA, { error: msg.invalid }).default('both'),
  /** Payment link: the client's unpaid deposit whose payment page the message links to (never a pasted URL). */
  deposit_id: z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: msg.invalid }).nullish()),
  /** Payment link: or the client's issued sale (invoice) with a balance due; the message links its pay page. */
  sale_id: z.preprocess((v) => (v === '' ? null : v), zId.nullish()),
  message: zOptionalString(1000),
}).superRefine((v, ctx) => {
  if (v.type === NotificationKind.PAYMENT_LINK && !v.deposit_id && !v.sale_id) {
    ctx.addIssue({ code: 'custom', path: ['deposit_id'], message: msg.required });
  }
  if (v.deposit_id && v.sale_id) ctx.addIssue({ code: 'custom', path: ['sale_id'], message: msg.invalid });
});

/** What a payment link can point at: a client's unpaid, unexpired deposits at the active clinic. */
export const ZPayablesQuery = z.object({ client_id: z.coerce.number({ error: msg.invalid }).int().positive({ error: msg.invalid }).max(2_147_483_647, { error: msg.invalid }) });
export const ZPayable = z.object({
  deposit_id: z.string(),
  amount_minor: z.number(),
  currency: z.string(),
  expires_at: z.string(),
  appointment: z.object({ id: z.number(), datetime_start_utc: z.string() }),
});
export type TPayable = z.infer<typeof ZPayable>;
export type TNotificationInput = z.input<typeof ZNotificationInput>;
export type TNotificationInputParsed = z.output<typeof ZNotificationInput>;

const zChannel = z.enum(NOTIFICATION_CHANNELS);
const ZSkipped = z.object({ channel: zChannel, reason: z.enum(NOTIFICATION_SKIP_REASONS) });

export const ZNotificationResult = z.object({
  queued: z.array(z.object({ channel: zChannel, to: z.string() })),
  skipped: z.array(ZSkipped),
});
export type TNotificationResult = z.infer<typeof ZNotificationResult>;

/** Exactly what `POST /notification` would queue, without queuing it. */
export const ZNotificationPreview = z.object({
  language: z.string(),
  messages: z.array(z.object({ channel: zChannel, to: z.string(), subject: z.string().nullable(), text: z.string() })),
  skipped: z.array(ZSkipped),
});
export type TNotificationPreview = z.infer<typeof ZNotificationPreview>;
