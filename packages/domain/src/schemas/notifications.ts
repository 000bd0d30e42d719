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
  payment_link_url: zHttpUrl.nullish().or(z.literal('').transform(() => null)),
  message: zOptionalString(1000),
}).superRefine((v, ctx) => {
  if (v.type === NotificationKind.PAYMENT_LINK && !v.payment_link_url) {
    ctx.addIssue({ code: 'custom', path: ['payment_link_url'], message: msg.required });
  }
});
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
