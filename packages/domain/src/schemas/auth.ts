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
  group: z.object({ id: z.number(), name: z.string() }),
  clinics: z.array(ZMeClinic),
});
export type TMe = z.infer<typeof ZMe>;
export type TMeClinic = z.infer<typeof ZMeClinic> & { permissions: Permission[] | string[] };
