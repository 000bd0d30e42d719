import { z } from 'zod';
import { LEAD_SOURCES, msg, zEmail, zOptionalString, zParentPassword, zRequiredString, type LeadSource, type TParentRegisterInput, type TPlace } from '@vetclinic/domain';
import { phoneError, toE164, type PhoneCountry } from './phone';
import { makePetSchema, toPetPayload, type PetFormContext, type PetFormValues } from './pet-form';

// The registration form (spec §3 registration payload): what the boxes hold, their rules, and the
// body of POST /for-pet-parents/auth/register.

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_country: PhoneCountry;
  /** As typed; sent in E.164. */
  phone: string | null;
  password: string;
  password_confirmation: string;
  address: TPlace | null;
  address_2: string;
  referral_source_type: LeadSource | '';
  referral_source_details: string;
  terms_and_conditions: boolean;
  pets: PetFormValues[];
}

export const MAX_PETS = 10;

export const registerDefaults = (country: PhoneCountry): RegisterValues => ({
  first_name: '', last_name: '', email: '', phone_country: country, phone: null, password: '', password_confirmation: '',
  address: null, address_2: '', referral_source_type: '', referral_source_details: '', terms_and_conditions: false, pets: [],
});

export function makeRegisterSchema(ctx: PetFormContext) {
  return z.object({
    first_name: zRequiredString(80),
    last_name: zRequiredString(80),
    email: zEmail,
    phone_country: z.string(),
    phone: z.string().nullable(),
    password: zParentPassword,
    password_confirmation: z.string({ error: msg.required }).max(200, { error: msg.tooLong }),
    address: z.custom<TPlace | null>(),
    address_2: zOptionalString(300),
    referral_source_type: z.union([z.literal(''), z.enum(LEAD_SOURCES)], { error: msg.invalid }),
    referral_source_details: zOptionalString(300),
    terms_and_conditions: z.boolean().refine((v) => v, { error: 'validation.terms_required' }),
    pets: z.array(makePetSchema(ctx)).max(MAX_PETS),
  }).superRefine((v, issue) => {
    const phone = phoneError(v.phone, v.phone_country as PhoneCountry);
    if (phone) issue.addIssue({ code: 'custom', path: ['phone'], message: phone });
    if (typeof v.password === 'string' && v.password && v.password !== v.password_confirmation) {
      issue.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_confirmation' });
    }
    // Also when other boxes are wrong, so the form shows every problem at once.
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
}

/** A box's text, trimmed; the form's schema may already have turned an empty optional box into null. */
const text = (s: string | null | undefined) => (s ?? '').trim();

export function toRegisterPayload(v: RegisterValues, clinicId: number, ctx: PetFormContext): TParentRegisterInput {
  const source = v.referral_source_type || null;
  return {
    clinic_id: clinicId,
    email: text(v.email),
    first_name: text(v.first_name),
    last_name: text(v.last_name),
    password: v.password,
    password_confirmation: v.password_confirmation,
    phone: toE164(v.phone, v.phone_country) ?? (v.phone ?? ''),
    address: v.address?.formatted_address ?? null,
    address_2: text(v.address_2) || null,
    terms_and_conditions: v.terms_and_conditions as true,
    pets: v.pets.map((p) => toPetPayload(p, ctx)),
    referral_source_type: source,
    referral_source_details: source ? text(v.referral_source_details) || null : null,
    google_place_id: v.address?.place_id ?? null,
  };
}
