import { z } from 'zod';
import { LEAD_SOURCES, PET_GENDERS } from '../enums';
import { msg, zEmail, zId, zIsoDate, zOptionalString, zQueryArray, zRequiredString } from './common';
import { ZClinicSchedule } from './clinics';
import { ZDepositSummary } from './payments';

// ---------- what the public page reads ----------

/** Money on the wire is a decimal number in the clinic's currency (major units); stored as minor units. */
export const ZPublicServicePackage = z.object({ id: z.number(), name: z.string(), price: z.number(), is_enabled: z.boolean() });

export const ZPublicService = z.object({
  id: z.number(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  category_id: z.number().nullable(),
  name: z.string(),
  duration: z.number(),
  color: z.string(),
  description: z.string().nullable(),
  order: z.number(),
  price: z.number(),
  deposit_for_online_booking: z.number(),
  service_packages: z.array(ZPublicServicePackage),
  printable_files: z.array(z.object({ id: z.number(), name: z.string() })),
  vets: z.array(z.number()),
  is_visible: z.boolean(),
  is_notifiable: z.boolean(),
  deleted_at: z.string().nullable(),
});
export type TPublicService = z.infer<typeof ZPublicService>;

export const ZPublicVisitType = ZPublicService.omit({ service_packages: true, price: true });
export type TPublicVisitType = z.infer<typeof ZPublicVisitType>;

export const ZPublicCategory = z.object({ id: z.number(), name: z.string(), order: z.number() });

export const ZPublicSpecies = z.object({ id: z.number(), name: z.string(), breeds: z.array(z.object({ id: z.number(), name: z.string() })) });

export const PUBLIC_CLINIC_INCLUDES = ['services_categories', 'schedules', 'schedules.intervals', 'services', 'visit_types', 'visit_type_categories', 'species'] as const;

export const ZPublicClinic = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  country: z.object({ iso_code: z.string() }),
  timezone: z.string(),
  client_date_format: z.string(),
  client_time_format: z.string(),
  default_language: z.string(),
  currency: z.string(),
  currency_first: z.number(),
  online_booking_enabled: z.boolean(),
  registration_enabled: z.boolean(),
  any_staff_enabled: z.boolean(),
  visit_types_active: z.boolean(),
  auto_confirm: z.boolean(),
  min_notice_minutes: z.number(),
  booking_horizon_days: z.number(),
  cancel_cutoff_hours: z.number(),
  schedules: z.array(ZClinicSchedule).optional(),
  services_categories: z.array(ZPublicCategory).optional(),
  services: z.array(ZPublicService).optional(),
  visit_type_categories: z.array(ZPublicCategory).optional(),
  visit_types: z.array(ZPublicVisitType).optional(),
  species: z.array(ZPublicSpecies).optional(),
});
export type TPublicClinic = z.infer<typeof ZPublicClinic>;

export const ZPublicVet = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  job_title: z.string().nullable(),
  avatar: z.string().nullable(),
  service_ids: z.array(z.number()),
  visit_type_ids: z.array(z.number()),
});
export type TPublicVet = z.infer<typeof ZPublicVet>;

/** Free slot starts (UTC ISO-8601) per clinic-local date. */
export const ZSchedule = z.record(z.string(), z.array(z.string()));
export const ZVetTimeslots = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  avatar: z.string().nullable(),
  schedule: ZSchedule,
});
export type TVetTimeslots = z.infer<typeof ZVetTimeslots>;

/** Pets in one booking (the booking payload allows 10 listed pets). */
export const MAX_PETS_PER_BOOKING = 10;

/** The pets a booking names: saved ones (unique) and new ones. */
export function bookingPetCount(input: { pet_ids?: number[]; pets?: unknown[] }): number {
  return new Set(input.pet_ids ?? []).size + (input.pets?.length ?? 0);
}

const zIdList = z.array(zId).min(1, { error: 'validation.services_required' }).max(10);

export const ZTimeslotsQuery = z.object({
  start_date: zIsoDate,
  end_date: zIsoDate,
  service_package_ids: zQueryArray(zIdList).optional(),
  visit_type_id: zId.optional(),
  vet_id: z.coerce.number().int().min(-1).max(2_147_483_647).optional(),
  any_staff: z.enum(['0', '1']).optional(),
  /** How many pets the booking is for: each gets the whole selection, so slots must fit duration × pets. */
  pets: z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }).max(MAX_PETS_PER_BOOKING, { error: 'validation.too_many_pets' }).optional(),
}).refine((q) => q.service_package_ids || q.visit_type_id, { error: 'validation.services_required', path: ['service_package_ids'] });
export type TTimeslotsQuery = z.infer<typeof ZTimeslotsQuery>;
export const MAX_TIMESLOT_RANGE_DAYS = 31;

// ---------- booking ----------

export const ZNewPet = z.object({
  nickname: zRequiredString(80),
  species_id: zId,
  breed_id: zId.nullish(),
  color: zOptionalString(60),
  gender: z.enum(PET_GENDERS).default('unknown'),
  birthday: zIsoDate.nullish(),
  birthday_is_estimated: z.boolean().default(false),
  /** 1 neutered, 0 intact, anything else unknown (spec §3). */
  hormonal_status: z.union([z.literal(0), z.literal(1)]).nullish(),
});
export type TNewPet = z.input<typeof ZNewPet>;

// Format only; the service reads it in the clinic's country and stores E.164 (@vetclinic/domain/phone).
const zPhone = z.string({ error: 'labels.clientForm.required' }).trim().min(1, { error: 'labels.clientForm.required' }).max(40, { error: msg.tooLong })
  .regex(/^\+?[0-9 ()./-]{6,}$/, { error: 'labels.clientForm.invalid_phone' });

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_id', 'utm_term', 'utm_content'] as const;
export { UTM_KEYS };
const zUtm = z.string().trim().max(200).nullish();
const utmShape = { utm_source: zUtm, utm_medium: zUtm, utm_campaign: zUtm, utm_id: zUtm, utm_term: zUtm, utm_content: zUtm };

export const ZBookingInput = z.object({
  clinic_id: zId,
  datetime_start_utc: z.iso.datetime({ offset: true, error: 'validation.datetime' }),
  /** −1 = any staff. */
  vet_id: z.number({ error: msg.required }).int().min(-1).max(2_147_483_647),
  service_package_ids: z.array(zId).min(1).max(10).optional(),
  visit_type_id: zId.optional(),
  pet_ids: z.array(zId).max(10).optional(),
  pets: z.array(ZNewPet).max(10).optional(),
  first_name: zRequiredString(80).optional(),
  last_name: zRequiredString(80).optional(),
  email: zEmail.optional(),
  phone: zPhone.optional(),
  user_note: zOptionalString(2000),
  language: z.string().max(10).optional(),
  ...utmShape,
}).refine((b) => b.service_package_ids?.length || b.visit_type_id, { error: 'validation.services_required', path: ['service_package_ids'] })
  .refine((b) => (b.pet_ids?.length ?? 0) + (b.pets?.length ?? 0) > 0, { error: 'validation.pet_required', path: ['pets'] })
  .refine((b) => bookingPetCount(b) <= MAX_PETS_PER_BOOKING, { error: 'validation.too_many_pets', path: ['pets'] });
export type TBookingInput = z.input<typeof ZBookingInput>;

export const ZBookingResult = z.object({
  id: z.number(),
  status: z.number(),
  datetime_start_utc: z.string(),
  datetime_end_utc: z.string(),
  vet: z.object({ id: z.number(), full_name: z.string() }),
  token: z.string(),
  manage_url: z.string(),
  clinic: z.object({ id: z.number(), name: z.string(), address: z.string().nullable(), phone: z.string().nullable(), timezone: z.string() }),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
  visit_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  pets: z.array(z.object({ id: z.number(), nickname: z.string() })),
});
export type TBookingResult = z.infer<typeof ZBookingResult>;

// ---------- manage links ----------

export const ZPublicAppointment = z.object({
  id: z.number(),
  status: z.number(),
  datetime_start_utc: z.string(),
  datetime_end_utc: z.string(),
  pet: z.object({ nickname: z.string() }).nullable(),
  pets: z.array(z.object({ nickname: z.string() })),
  vet: z.object({ id: z.number(), full_name: z.string() }),
  clinic: z.object({ id: z.number(), name: z.string(), slug: z.string(), address: z.string().nullable(), phone: z.string().nullable(), timezone: z.string() }),
  user_note: z.string().nullable(),
  service: z.object({ id: z.number(), name: z.string() }).nullable(),
  services: z.array(z.object({ id: z.number(), name: z.string(), service_package_id: z.number() })),
  visit_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  can_accept: z.boolean(),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  /** After this instant the client can no longer cancel or reschedule online. */
  change_deadline_utc: z.string(),
  /** The appointment's payment deposit (latest), null when none was asked. */
  deposit: ZDepositSummary.nullable().optional(),
});
export type TPublicAppointment = z.infer<typeof ZPublicAppointment>;

export const ZCancelInput = z.object({ reason: zOptionalString(1000) });
export const ZRescheduleInput = z.object({
  datetime_start_utc: z.iso.datetime({ offset: true, error: 'validation.datetime' }),
  vet_id: z.number().int().min(-1).max(2_147_483_647),
  service_package_ids: z.array(zId).min(1).max(10).optional(),
});
export type TRescheduleInput = z.infer<typeof ZRescheduleInput>;

export const ZClientLink = z.object({ url: z.string(), qr_svg: z.string(), app_store_url: z.string().nullable(), google_play_url: z.string().nullable() });

export { LEAD_SOURCES };
