import { z } from 'zod';
import { ZBookingInput, ZNewPet, msg, type TBookingInput } from '@vetclinic/domain';
import { phoneError, toE164, type PhoneCountry } from './account/lib/phone';
import type { GuestValues } from './guest-values';
import type { UtmParams } from './lib/utm';

// The guest part of ZBookingInput as a form: same fields, limits and message keys as the API
// checks, with the select values (strings) turned into ids.
const booking = ZBookingInput.shape;

// A <select> gives strings: '' is "nothing chosen", anything else must be a valid id.
const zIdNumber = z.number({ error: msg.invalid }).int({ error: msg.invalid }).positive({ error: msg.invalid }).max(2_147_483_647, { error: msg.invalid });
const zSelectId = z.string({ error: msg.required }).min(1, { error: msg.required }).transform(Number).pipe(zIdNumber);
const zOptionalSelectId = z.string().transform((v) => (v === '' ? null : Number(v))).pipe(zIdNumber.nullable());

export const ZGuestPetForm = z.object({
  nickname: ZNewPet.shape.nickname,
  species_id: zSelectId,
  breed_id: zOptionalSelectId,
});

// The phone as in the account forms (spec §5): required, valid for its country, sent as E.164.
export const ZGuestForm = z.object({
  first_name: booking.first_name.unwrap(),
  last_name: booking.last_name.unwrap(),
  email: booking.email.unwrap(),
  phone: z.string({ error: 'labels.clientForm.required' }),
  phone_country: z.string(),
  pets: z.array(ZGuestPetForm).min(1, { error: 'validation.pet_required' }).max(10),
  user_note: booking.user_note,
}).superRefine((v, issue) => {
  const problem = phoneError(v.phone, (v.phone_country || 'US') as PhoneCountry);
  if (problem) issue.addIssue({ code: 'custom', path: ['phone'], message: problem });
}, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
export type GuestFormIn = z.input<typeof ZGuestForm>;
export type GuestFormOut = z.output<typeof ZGuestForm>;
// The page keeps the values as GuestValues (no zod); this fails to compile if the two drift apart.
export const sameShape = (v: GuestValues): GuestFormIn => v;

export interface BookingTarget {
  clinicId: number;
  startUtc: string;
  vetId: number;
  servicePackageIds?: number[];
  visitTypeId?: number;
}

/** The request body of POST /for-pet-parents/appointments for a guest booking. */
export function toBookingInput(target: BookingTarget, values: GuestFormOut, extra: { language: string; utm: UtmParams }): TBookingInput {
  return {
    clinic_id: target.clinicId,
    datetime_start_utc: target.startUtc,
    vet_id: target.vetId,
    ...(target.visitTypeId ? { visit_type_id: target.visitTypeId } : { service_package_ids: target.servicePackageIds }),
    pets: values.pets.map((p) => ({ nickname: p.nickname, species_id: p.species_id, ...(p.breed_id ? { breed_id: p.breed_id } : {}) })),
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: toE164(values.phone, (values.phone_country || 'US') as PhoneCountry) ?? values.phone.trim(),
    user_note: values.user_note ?? null,
    language: extra.language,
    ...extra.utm,
  };
}
