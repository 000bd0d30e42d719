import { z } from 'zod';
import { msg, zEmail } from './common';
import { Permission } from '../permissions';

/** Staff and pet-parent login share the spec's rules: e-mail required and valid, password ≥ 6. */
export const ZLoginInput = z.object({
  email: zEmail,
  password: z.string({ error: msg.required }).min(1, { error: msg.required }).min(6, { error: 'labels.loginPasswordLength' }).max(200, { error: msg.tooLong }),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZTokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZRefreshInput = z.object({ refresh_token: z.string().min(1, { error: msg.required }).max(200) });
export const ZLogoutInput = z.object({ refresh_token: z.string().max(200).optional() });

/** Wrong PINs after which a member's PIN is locked until someone renews it (generate-pin). */
export const PIN_MAX_FAILURES = 5;
/**
 * Quick switch at a shared desk: a member of the clinic signs in on this device with their PIN.
 * `refresh_token` is this device's current one, ended by the switch.
 */
export const ZPinUnlockInput = z.object({
  clinic_id: z.number({ error: msg.required }).int({ error: msg.invalid }).positive({ error: msg.invalid }).max(2_147_483_647, { error: msg.invalid }),
  user_id: z.number({ error: msg.required }).int({ error: msg.invalid }).positive({ error: msg.invalid }).max(2_147_483_647, { error: msg.invalid }),
  pin: z.string({ error: msg.required }).regex(/^\d{4}$/, { error: 'validation.pin_format' }),
  refresh_token: z.string().max(200).optional(),
});
export type TPinUnlockInput = z.infer<typeof ZPinUnlockInput>;

export const ZMeClinic = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  timezone: z.string(),
  role: z.object({ id: z.number(), name: z.string() }),
  permissions: z.array(z.string()),
});
export const ZMe = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  job_title: z.string().nullable(),
  avatar: z.string().nullable(),
  is_vet: z.boolean(),
  language: z.string().nullable(),
  group: z.object({ id: z.number(), name: z.string(), logo_url: z.string().nullable() }),
  clinics: z.array(ZMeClinic),
});
export type TMe = z.infer<typeof ZMe>;
export type TMeClinic = z.infer<typeof ZMeClinic> & { permissions: Permission[] | string[] };
