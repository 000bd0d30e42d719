import { z } from 'zod';
import { DateTime } from 'luxon';
import { PET_GENDERS, birthdayFromAge, msg, zOptionalString, zRequiredString, type PetGender, type TParentNewPet } from '@vetclinic/domain';
import { parseMaskedDate } from './date-mask';

// The pet-parent's pet form (add pet, and each pet of the registration): what the boxes hold,
// their rules, and the spec §3 pet payload they become.

export const HORMONAL_CHOICES = ['neutered', 'normal', 'unknown'] as const;
export type HormonalChoice = (typeof HORMONAL_CHOICES)[number];
/** Spec §3: 1 (neutered), 0 (normal), anything else unknown (null). */
export const HORMONAL_VALUE: Record<HormonalChoice, 1 | 0 | null> = { neutered: 1, normal: 0, unknown: null };

/** Spec §3 age-or-birthdate type: 1 an age, 2 a birthdate. */
export const AGE_TYPE = { AGE: '1', BIRTHDATE: '2' } as const;
export type AgeType = (typeof AGE_TYPE)[keyof typeof AGE_TYPE];

/** Spec §3: a new pet starts pending the clinic's approval, with no event attached. */
export const PET_STATUS_PENDING = 'pending';
export const NO_EVENT = 'none';

const AGE_MAX = { years: 60, months: 11, days: 31 } as const;

export interface PetOption { id: number; name: string }

export interface PetFormValues {
  nickname: string;
  color: string;
  species: PetOption | null;
  breed: PetOption | null;
  gender: PetGender;
  hormonal_status: HormonalChoice;
  age_type: AgeType;
  age_years: string;
  age_months: string;
  age_days: string;
  /** In the clinic's date format, as the mask shows it. */
  birthdate: string;
  status: typeof PET_STATUS_PENDING;
  event: typeof NO_EVENT;
}

export const newPetDefaults = (): PetFormValues => ({
  nickname: '', color: '', species: null, breed: null, gender: 'unknown', hormonal_status: 'unknown',
  age_type: AGE_TYPE.AGE, age_years: '', age_months: '', age_days: '', birthdate: '',
  status: PET_STATUS_PENDING, event: NO_EVENT,
});

export interface PetFormContext {
  /** The clinic's date format (DD-MM-YYYY …). */
  dateFormat: string;
  /** The clinic's today, yyyy-MM-dd: ages count back from it, birthdays may not pass it. */
  today: string;
}

/** The clinic's today in its zone. */
export const clinicToday = (timezone: string) => DateTime.now().setZone(timezone).toISODate() ?? DateTime.now().toISODate()!;

// A refine (not z.custom's own check) so a missing species does not stop the other rules from running.
const zOption = z.custom<PetOption | null>().refine((v) => !!v && typeof v.id === 'number', { error: msg.required });

/** Whole number from a box ('' is 0), or NaN. */
const ageNumber = (s: string) => (s.trim() === '' ? 0 : /^\d{1,3}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

export function ageOf(v: Pick<PetFormValues, 'age_years' | 'age_months' | 'age_days'>) {
  return { years: ageNumber(v.age_years), months: ageNumber(v.age_months), days: ageNumber(v.age_days) };
}

export function makePetSchema(ctx: PetFormContext) {
  return z.object({
    nickname: zRequiredString(80),
    color: zOptionalString(60),
    species: zOption,
    breed: z.custom<PetOption | null>().nullable(),
    gender: z.enum(PET_GENDERS, { error: msg.invalid }),
    hormonal_status: z.enum(HORMONAL_CHOICES, { error: msg.invalid }),
    age_type: z.enum([AGE_TYPE.AGE, AGE_TYPE.BIRTHDATE]),
    age_years: z.string(),
    age_months: z.string(),
    age_days: z.string(),
    birthdate: z.string(),
    status: z.literal(PET_STATUS_PENDING),
    event: z.literal(NO_EVENT),
  }).superRefine((v, issue) => {
    if (v.age_type === AGE_TYPE.AGE) {
      const age = ageOf(v);
      let bad = false;
      for (const unit of ['years', 'months', 'days'] as const) {
        const n = age[unit];
        if (Number.isNaN(n)) issue.addIssue({ code: 'custom', path: [`age_${unit}`], message: msg.invalid });
        else if (n > AGE_MAX[unit]) issue.addIssue({ code: 'custom', path: [`age_${unit}`], message: msg.max });
        else continue;
        bad = true;
      }
      if (!bad && age.years + age.months + age.days === 0) issue.addIssue({ code: 'custom', path: ['age_years'], message: 'validation.age_required' });
      return;
    }
    if (!v.birthdate.trim()) {
      issue.addIssue({ code: 'custom', path: ['birthdate'], message: msg.required });
      return;
    }
    const iso = parseMaskedDate(v.birthdate, ctx.dateFormat);
    if (!iso) issue.addIssue({ code: 'custom', path: ['birthdate'], message: 'validation.date' });
    else if (iso > ctx.today) issue.addIssue({ code: 'custom', path: ['birthdate'], message: 'validation.birthday_future' });
    // Also when other boxes are wrong, so the form shows every problem at once.
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });
}

/**
 * The spec §3 pet payload: the birthday as yyyy-MM-dd, from the birthdate as typed, or computed
 * back from an age (then marked estimated); hormonal status as 1 / 0 / null.
 */
export function toPetPayload(v: PetFormValues, ctx: PetFormContext): TParentNewPet {
  const byAge = v.age_type === AGE_TYPE.AGE;
  const birthday = byAge ? birthdayFromAge(ageOf(v), ctx.today) : parseMaskedDate(v.birthdate, ctx.dateFormat);
  return {
    nickname: (v.nickname ?? '').trim(),
    // The form's schema turns an empty colour into null before this runs.
    color: (v.color ?? '').trim() || null,
    species_id: v.species!.id,
    breed_id: v.breed?.id ?? null,
    gender: v.gender,
    hormonal_status: HORMONAL_VALUE[v.hormonal_status],
    birthday,
    birthday_is_estimated: byAge,
  };
}
