import { DateTime } from 'luxon';
import { z } from 'zod';
import { ZUtm } from '../lead-source';
import { LEAD_SOURCES, PET_GENDERS } from '../enums';
import { LANGUAGES } from '../languages';
import { ZPageQuery, msg, zEmail, zId, zIsoDate, zOptionalString, zRequiredString } from './common';

// Staff-side clients (pet parents), their pets, communications and the parents' pet requests.

const zSearch = z.string().trim().max(100, { error: msg.tooLong }).optional();
const zFlag = z.enum(['0', '1']).optional();
/** An empty form field means "none" (a cleared number input reads as NaN). */
const emptyToNull = (v: unknown) => ((typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && Number.isNaN(v)) ? null : v);

export const zClientPhone = z.preprocess(
  emptyToNull,
  z.string({ error: msg.invalid }).trim().max(40, { error: msg.tooLong })
    .regex(/^\+?[0-9 ()./-]{6,}$/, { error: 'labels.clientForm.invalid_phone' })
    .refine((s) => s.replace(/\D/g, '').length >= 6, { error: 'labels.clientForm.invalid_phone' })
    .nullish(),
);

/** The digits of a phone number: the key for duplicate checks and phone search. */
export const clientPhoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

// ---------- clients ----------

export const ZClientListQuery = ZPageQuery.extend({
  search: zSearch,
  filter: z.object({ archived: zFlag }).strict().optional(),
});
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

const ZNamedRef = z.object({ id: z.number(), name: z.string() });

export const ZClientPetBrief = z.object({ id: z.number(), nickname: z.string(), species: ZNamedRef.nullable() });

/** One row of the clients list; the calendar's client picker reads exactly this. */
export const ZClientListItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  lead_source: z.string().nullable(),
  needs_review: z.boolean(),
  archived_at: z.string().nullable(),
  pets: z.array(ZClientPetBrief),
});
export type TClientListItem = z.infer<typeof ZClientListItem>;

export const ZClientInput = z.object({
  first_name: zRequiredString(80),
  last_name: zRequiredString(80),
  email: z.preprocess(emptyToNull, zEmail.nullish()),
  phone: zClientPhone,
  address: zOptionalString(300),
  address_2: zOptionalString(300),
  lead_source: z.preprocess(emptyToNull, z.enum(LEAD_SOURCES, { error: msg.invalid }).nullish()),
  lead_source_details: zOptionalString(300),
  notes: zOptionalString(5000),
  language: z.preprocess(emptyToNull, z.enum(LANGUAGES, { error: msg.invalid }).nullish()),
  /** Create (or save) even when another client has the same e-mail or phone. */
  force: z.boolean().optional(),
});
export type TClientInput = z.input<typeof ZClientInput>;
export type TClientInputParsed = z.output<typeof ZClientInput>;

export const ZDuplicateClient = z.object({ id: z.number(), full_name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type TDuplicateClient = z.infer<typeof ZDuplicateClient>;

// ---------- pets ----------

export const PET_WEIGHT_MAX_KG = 10_000;
/** A pet photo is a data URL of at most 1 MB of image bytes. */
export const PET_PHOTO_MAX_BYTES = 1024 * 1024;
const PHOTO_PREFIX = /^data:image\/(png|jpeg|webp|gif);base64,/;

export const petPhotoBytes = (dataUrl: string) => {
  const b64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
};

export const zPetPhoto = z.string()
  .regex(PHOTO_PREFIX, { error: 'validation.photo_type' })
  .refine((s) => /^[A-Za-z0-9+/]*={0,2}$/.test(s.slice(s.indexOf(',') + 1)), { error: 'validation.photo_type' })
  .refine((s) => petPhotoBytes(s) <= PET_PHOTO_MAX_BYTES, { error: 'validation.photo_too_large' })
  .nullish();

/** An age as the spec's day/month/year parts; at least one part above zero. */
export const ZPetAge = z.object({
  years: z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(60, { error: msg.max }).default(0),
  months: z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(11, { error: msg.max }).default(0),
  days: z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(31, { error: msg.max }).default(0),
}).refine((a) => a.years + a.months + a.days > 0, { error: 'validation.age_required' });
export type TPetAge = z.input<typeof ZPetAge>;

/** The birthday an age implies on a given (clinic-local) day: always an estimate. */
export function birthdayFromAge(age: { years?: number; months?: number; days?: number }, today: string): string {
  return DateTime.fromISO(today, { zone: 'utc' }).minus({ years: age.years ?? 0, months: age.months ?? 0, days: age.days ?? 0 }).toISODate()!;
}

/** Whole years, months and days from a birthday to a (clinic-local) day. */
export function ageOn(birthday: string, today: string): { years: number; months: number; days: number } {
  const diff = DateTime.fromISO(today, { zone: 'utc' }).diff(DateTime.fromISO(birthday, { zone: 'utc' }), ['years', 'months', 'days']);
  return { years: Math.max(0, Math.floor(diff.years)), months: Math.max(0, Math.floor(diff.months)), days: Math.max(0, Math.floor(diff.days)) };
}

const petFields = {
  nickname: zRequiredString(80),
  species_id: zId,
  breed_id: z.preprocess(emptyToNull, zId.nullish()),
  gender: z.enum(PET_GENDERS, { error: msg.invalid }).default('unknown'),
  /** 1 neutered, 0 intact, null unknown (spec §3). */
  hormonal_status: z.union([z.literal(0), z.literal(1)], { error: msg.invalid }).nullish(),
  birthday: z.preprocess(emptyToNull, zIsoDate.nullish()),
  birthday_is_estimated: z.boolean().default(false),
  /** Instead of a birthday: the birthday is derived and marked estimated. */
  age: ZPetAge.nullish(),
  color: zOptionalString(60),
  microchip: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') || null : v),
    z.string({ error: msg.invalid }).regex(/^[A-Za-z0-9]{6,40}$/, { error: 'validation.microchip' }).nullish(),
  ),
  /** Kilograms on the wire; stored as grams. */
  weight: z.preprocess(emptyToNull, z.number({ error: msg.invalid }).min(0, { error: msg.min }).max(PET_WEIGHT_MAX_KG, { error: msg.max }).nullish()),
  photo: zPetPhoto,
};

const refineBirthday = <T extends { birthday?: string | null; age?: unknown }>(p: T, ctx: z.RefinementCtx) => {
  if (p.birthday && p.age) ctx.addIssue({ code: 'custom', path: ['age'], message: 'validation.birthday_or_age' });
};

export const ZPetInput = z.object({ owner_id: zId, ...petFields }).superRefine(refineBirthday);
export type TPetInput = z.input<typeof ZPetInput>;
export type TPetInputParsed = z.output<typeof ZPetInput>;

export const ZPetListQuery = ZPageQuery.extend({
  search: zSearch,
  filter: z.object({ owner_id: zId.optional(), species_id: zId.optional(), archived: zFlag }).strict().optional(),
});
export type TPetListQuery = z.infer<typeof ZPetListQuery>;

export const ZPet = z.object({
  id: z.number(),
  nickname: z.string(),
  species: ZNamedRef.nullable(),
  breed: ZNamedRef.nullable(),
  gender: z.string(),
  hormonal_status: z.number().nullable(),
  birthday: z.string().nullable(),
  birthday_is_estimated: z.boolean(),
  color: z.string().nullable(),
  microchip: z.string().nullable(),
  weight_grams: z.number().nullable(),
  photo: z.string().nullable(),
  archived_at: z.string().nullable(),
  owner: z.object({ id: z.number(), full_name: z.string(), phone: z.string().nullable() }),
});
export type TPet = z.infer<typeof ZPet>;

export const ZClient = ZClientListItem.omit({ pets: true }).extend({
  address_2: z.string().nullable(),
  lead_source_details: z.string().nullable(),
  notes: z.string().nullable(),
  language: z.string().nullable(),
  has_account: z.boolean(),
  created_at: z.string(),
  pets: z.array(ZPet),
  counts: z.object({ pets: z.number(), appointments: z.number(), upcoming_appointments: z.number(), communications: z.number() }),
  /** The tracking parameters of the client's first online booking that carried any (how they found the clinic). */
  utm: ZUtm.nullable().optional(),
});
export type TClient = z.infer<typeof ZClient>;

export const ZSpeciesQuery = z.object({ include: z.string().max(100).optional() });
export const ZSpeciesItem = z.object({ id: z.number(), name: z.string(), breeds: z.array(ZNamedRef).optional() });
export type TSpeciesItem = z.infer<typeof ZSpeciesItem>;

// ---------- communications ----------

export const COMMUNICATION_TYPES = [0, 1, 2, 3] as const;
export const COMMUNICATION_DIRECTIONS = ['in', 'out'] as const;

export const ZCommunicationInput = z.object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: msg.invalid }),
  direction: z.enum(COMMUNICATION_DIRECTIONS, { error: msg.invalid }).default('out'),
  subject: zOptionalString(200),
  body: zRequiredString(10_000),
});
export type TCommunicationInput = z.input<typeof ZCommunicationInput>;

export const ZCommunication = z.object({
  id: z.number(),
  type: z.number(),
  direction: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  created_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  clinic: ZNamedRef,
});
export type TCommunication = z.infer<typeof ZCommunication>;

// ---------- pet requests ----------

/** status: 0 pending, 1 accepted, 2 denied. */
export const PetRequestStatus = { PENDING: 0, ACCEPTED: 1, DENIED: 2 } as const;

export const ZPetRequestListQuery = ZPageQuery.extend({
  filter: z.object({ status: z.enum(['0', '1', '2']).optional() }).strict().optional(),
});
export type TPetRequestListQuery = z.infer<typeof ZPetRequestListQuery>;

export const ZPetRequest = z.object({
  id: z.number(),
  status: z.number(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  parent: z.object({ id: z.number(), full_name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  /** The pet row the parent's request created (null if none was created). */
  pet: ZPet.nullable(),
  /** What the parent sent: the spec's pet payload. */
  payload: z.record(z.string(), z.unknown()),
  linked_pet: z.object({ id: z.number(), nickname: z.string() }).nullable(),
});
export type TPetRequest = z.infer<typeof ZPetRequest>;

export const ZPetRequestAccept = z.object({ link_pet_id: zId.nullish() });
export const ZPetRequestDeny = z.object({ reason: zOptionalString(1000) });
