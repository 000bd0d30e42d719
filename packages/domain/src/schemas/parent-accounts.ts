import { z } from 'zod';
import { LEAD_SOURCES, PET_GENDERS } from '../enums';
import { PAGE_SIZE } from '../constants';
import { msg, zEmail, zId, zIsoDate, zOptionalString, zRequiredString } from './common';
import { ZTokenPair } from './auth';
import { ZPetAge } from './clients';

// ---------- pieces ----------

/** Spec §5: password required, at least 6 characters (labels.loginPasswordLength). */
export const zParentPassword = z.string({ error: msg.required })
  .min(1, { error: msg.required })
  .min(6, { error: 'labels.loginPasswordLength' })
  .max(200, { error: msg.tooLong });

/** Spec §5: phone required (labels.clientForm.required); invalid gives labels.clientForm.invalid_phone. */
export const zParentPhone = z.string({ error: 'labels.clientForm.required' }).trim()
  .min(1, { error: 'labels.clientForm.required' })
  .max(40, { error: msg.tooLong })
  .regex(/^\+?[0-9 ()./-]{6,}$/, { error: 'labels.clientForm.invalid_phone' });

/** Spec §3: hormonal status is 1 (neutered), 0 (intact), anything else unknown (null). */
export const zHormonalStatus = z.unknown().optional().transform((v): 0 | 1 | null => {
  if (v === 1 || v === '1') return 1;
  if (v === 0 || v === '0') return 0;
  return null;
});

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) => v.password === v.password_confirmation;
const confirmationError = {
  error: 'validation.password_confirmation',
  path: ['password_confirmation'],
  // Also reported when other fields are wrong, so the form shows every problem at once.
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
  },
};

/** One pet of the spec's pet payload (register and add-pet). */
export const ZParentNewPet = z.object({
  nickname: zRequiredString(80),
  color: zOptionalString(60),
  species_id: zId,
  breed_id: zId.nullish().transform((v) => v ?? null),
  birthday_is_estimated: z.boolean().default(false),
  /** yyyy-MM-dd, from a birthdate or from an age (see birthdayFromAge). */
  birthday: zIsoDate.nullish().transform((v) => v ?? null),
  /** Instead of a birthday: the server derives it (clinic's today) and marks it estimated. */
  age: ZPetAge.nullish().transform((v) => v ?? null),
  gender: z.enum(PET_GENDERS, { error: msg.invalid }).default('unknown'),
  hormonal_status: zHormonalStatus,
});
export type TParentNewPet = z.input<typeof ZParentNewPet>;

// ---------- account ----------

/** Spec §3 "Registration payload". */
export const ZParentRegisterInput = z.object({
  clinic_id: zId,
  email: zEmail,
  first_name: zRequiredString(80),
  last_name: zRequiredString(80),
  password: zParentPassword,
  password_confirmation: z.string({ error: msg.required }).max(200, { error: msg.tooLong }),
  phone: zParentPhone,
  address: zOptionalString(300),
  address_2: zOptionalString(300),
  terms_and_conditions: z.literal(true, { error: 'validation.terms_required' }),
  pets: z.array(ZParentNewPet).max(10).default([]),
  referral_source_type: z.enum(LEAD_SOURCES, { error: msg.invalid }).nullish().transform((v) => v ?? null),
  referral_source_details: zOptionalString(300),
  google_place_id: zOptionalString(300),
}).refine(confirmed, confirmationError);
export type TParentRegisterInput = z.input<typeof ZParentRegisterInput>;

/**
 * The `user_id` of the activation calls: a registration handle the server signed (register and a
 * login of a pending account answer it), not the row id, so sequential ids probe nothing.
 */
export const zRegistrationHandle = z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(400, { error: msg.tooLong });

export const ZParentRegisterResult = z.object({ user_id: z.string() });

export const ZActivateInput = z.object({
  user_id: zRegistrationHandle,
  code: z.string({ error: msg.required }).trim().regex(/^\d{6}$/, { error: 'validation.activation_code_format' }),
});
export type TActivateInput = z.input<typeof ZActivateInput>;

export const ZUserIdInput = z.object({ user_id: zRegistrationHandle });
export const ZCheckActivationResult = z.object({ activated: z.boolean() });

export const ZCheckEmailQuery = z.object({ email: zEmail, clinic_id: zId });
/** exists: an account (with a password) uses this e-mail in the clinic's group. */
export const ZCheckEmailResult = z.object({ exists: z.boolean(), activated: z.boolean() });

export const ZParentLoginInput = z.object({ email: zEmail, password: zParentPassword, clinic_id: zId });
export type TParentLoginInput = z.input<typeof ZParentLoginInput>;

export const ZParentTokenPair = ZTokenPair;

export const ZChangePasswordInput = z.object({
  old_password: z.string({ error: msg.required }).min(1, { error: msg.required }).max(200, { error: msg.tooLong }),
  password: zParentPassword,
  password_confirmation: z.string({ error: msg.required }).max(200, { error: msg.tooLong }),
}).refine(confirmed, confirmationError);
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

export const ZForgotPasswordInput = z.object({ email: zEmail, clinic_id: zId });
export type TForgotPasswordInput = z.input<typeof ZForgotPasswordInput>;

export const ZResetPasswordInput = z.object({
  token: z.string({ error: msg.required }).min(1, { error: msg.required }).max(200),
  email: zEmail,
  password: zParentPassword,
  password_confirmation: z.string({ error: msg.required }).max(200, { error: msg.tooLong }),
}).refine(confirmed, confirmationError);
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

// ---------- pets ----------

export const ZParentPet = z.object({
  id: z.number(),
  nickname: z.string(),
  color: z.string().nullable(),
  species_id: z.number().nullable(),
  species: z.object({ id: z.number(), name: z.string() }).nullable(),
  breed_id: z.number().nullable(),
  breed: z.object({ id: z.number(), name: z.string() }).nullable(),
  gender: z.string(),
  hormonal_status: z.number().nullable(),
  birthday: z.string().nullable(),
  birthday_is_estimated: z.boolean(),
  archived_at: z.string().nullable(),
  /** Added online and not yet accepted by the clinic (still bookable). */
  pending_approval: z.boolean(),
});
export type TParentPet = z.output<typeof ZParentPet>;

export const ZParentPetsQuery = z.object({
  filter: z.object({ nickname: z.string().trim().max(80).optional() }).optional(),
  include: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE.pets),
});

export const ZAddPetsInput = z.object({
  clinic_id: zId,
  pets: z.array(ZParentNewPet).min(1, { error: 'validation.pet_required' }).max(10),
});
export type TAddPetsInput = z.input<typeof ZAddPetsInput>;

export const ZParentMe = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address_2: z.string().nullable(),
  google_place_id: z.string().nullable(),
  language: z.string().nullable(),
  activated: z.boolean(),
  pets: z.array(ZParentPet).optional(),
});
export type TParentMe = z.output<typeof ZParentMe>;

export const ZParentMeQuery = z.object({ include: z.string().max(100).optional() });

// ---------- printed files ----------

export const PRINTED_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PRINTED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const ZPrintedFile = z.object({
  id: z.number(),
  name: z.string(),
  /** 'clinic' (shared by the clinic) or 'upload' (sent by the parent). */
  source: z.string(),
  content_type: z.string(),
  size: z.number(),
  clinic_id: z.number().nullable(),
  pet_id: z.number().nullable(),
  created_at: z.string(),
  download_url: z.string(),
});
export type TPrintedFile = z.output<typeof ZPrintedFile>;

export const ZPrintedFilesQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE.printedFiles),
});

// ---------- public species ----------

export const ZPublicSpeciesQuery = z.object({
  filter: z.object({ clinic_id: z.string().max(80).optional(), clinic_slug: z.string().max(80).optional() })
    .refine((f) => f.clinic_id || f.clinic_slug, { error: msg.required, path: ['clinic_id'] }),
});
