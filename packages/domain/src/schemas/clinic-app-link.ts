import { z } from 'zod';
import { zHttpUrl } from './notifications';

/** Empty means "none": a link is http(s) or absent. */
const zOptionalHttpUrl = z.union([z.literal('').transform(() => null), z.null(), zHttpUrl]).optional().transform((v) => v ?? null);

/**
 * A clinic's client/app link (issue #22): where clients connect to the clinic's app, sent by the "app
 * instructions" notification and shown as a QR code, plus the store pages of the app.
 */
export const ZClinicAppLinkInput = z.object({
  client_link_url: zOptionalHttpUrl,
  app_store_url: zOptionalHttpUrl,
  google_play_url: zOptionalHttpUrl,
}).strict();
export type TClinicAppLinkInput = z.output<typeof ZClinicAppLinkInput>;

export const ZClinicAppLink = z.object({
  client_link_url: z.string().nullable(),
  app_store_url: z.string().nullable(),
  google_play_url: z.string().nullable(),
});
export type TClinicAppLink = z.infer<typeof ZClinicAppLink>;
