import { z } from 'zod';
import { msg } from './common';

/**
 * The chat widget of a clinic's booking page (spec §2). Intercom is the provider: its loader is a
 * script URL with the app id plus a boot call whose API base follows the workspace's region.
 */
export const CHAT_PROVIDERS = ['intercom'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];
/** Intercom's data-hosting regions (each has its own API base). */
export const CHAT_REGIONS = ['us', 'eu', 'au'] as const;
export type ChatRegion = (typeof CHAT_REGIONS)[number];
/** Intercom's API host per region: the widget's boot call names it (`api_base`), the page's CSP allows it. */
export const INTERCOM_API_BASE: Record<ChatRegion, string> = {
  us: 'https://api-iam.intercom.io',
  eu: 'https://api-iam.eu.intercom.io',
  au: 'https://api-iam.au.intercom.io',
};

/**
 * What staff with the settings permission send. The auth key is the provider's identity-verification
 * secret: write-only, kept on the server. Omitted or null keeps the stored key, '' removes it.
 */
export const ZChatSettingsInput = z.object({
  provider: z.enum(CHAT_PROVIDERS, { error: msg.invalid }),
  region: z.enum(CHAT_REGIONS, { error: msg.invalid }),
  // It becomes part of the script URL: letters, digits, _ and - only.
  app_id: z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(64, { error: msg.tooLong })
    .regex(/^[A-Za-z0-9_-]+$/, { error: msg.invalid }),
  auth_key: z.string({ error: msg.invalid }).trim().max(200, { error: msg.tooLong }).nullish(),
  can_schedule_messages: z.boolean({ error: msg.invalid }).default(false),
});
export type TChatSettingsInput = z.input<typeof ZChatSettingsInput>;

/** What the settings screen reads back: never the key itself, only whether one is stored. */
export const ZChatSettings = z.object({
  provider: z.enum(CHAT_PROVIDERS),
  region: z.enum(CHAT_REGIONS),
  app_id: z.string(),
  has_auth_key: z.boolean(),
  can_schedule_messages: z.boolean(),
});
export type TChatSettings = z.infer<typeof ZChatSettings>;

/** The chat part of the public page settings: what the browser needs to start the widget, no secret. */
export interface ChatPageSettings {
  provider: ChatProvider;
  region: ChatRegion;
  app_id: string;
  /** The provider's loader script, from the server's CHAT_WIDGET_BASE_URL (the page's CSP allows its origin). */
  script_url: string;
  canScheduleMessages: boolean;
}

/**
 * A signed-in pet parent as the chat provider should know them (Intercom identity verification):
 * `user_hash` is HMAC-SHA256 of `user_id` under the clinic's secret, computed on the server.
 */
export const ZChatIdentity = z.object({
  user_id: z.string(),
  user_hash: z.string(),
  email: z.string().nullable(),
  name: z.string(),
});
export type TChatIdentity = z.infer<typeof ZChatIdentity>;
