import { z } from 'zod';
import { msg, zOptionalString, zRequiredString } from './common';
import { CLINIC_DATE_FORMATS, CLINIC_TIME_FORMATS } from '../constants';
import { LANGUAGES } from '../languages';

/** The group's logo: at most 1 MB, typed by its first bytes (SVG is refused: it can carry script). */
export const GROUP_LOGO_MAX_BYTES = 1024 * 1024;
export const GROUP_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TGroupLogoType = (typeof GROUP_LOGO_TYPES)[number];

/** What a new clinic starts from when the form leaves it out: the group's first clinic. */
export const ZNewClinicDefaults = z.object({
  timezone: z.string(),
  country_iso_code: z.string(),
  default_language: z.string(),
  client_date_format: z.string(),
  client_time_format: z.string(),
  currency: z.string(),
});
export type TNewClinicDefaults = z.infer<typeof ZNewClinicDefaults>;

export const ZGroup = z.object({
  id: z.number(),
  name: z.string(),
  /** An immutable URL that changes with every new logo; null when the group has none. */
  logo_url: z.string().nullable(),
  clinics: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  new_clinic_defaults: ZNewClinicDefaults,
});
export type TGroup = z.infer<typeof ZGroup>;

export const ZGroupInput = z.object({ name: zRequiredString(160) });
export type TGroupInput = z.infer<typeof ZGroupInput>;

/**
 * Lower-case letters, digits and single hyphens, 3–80 characters, at least one letter: the booking
 * page is /book/{slug}, and a slug of digits only would read as a clinic id.
 */
export const zClinicSlug = z.string({ error: msg.required }).trim().toLowerCase()
  .min(3, { error: 'groupAdmin.validation.slug' }).max(80, { error: msg.tooLong })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'groupAdmin.validation.slug' })
  .refine((s) => /[a-z]/.test(s), { error: 'groupAdmin.validation.slug' });

const zTimezone = z.string({ error: msg.required }).refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, { error: 'validation.timezone' });

export const ZCreateClinicInput = z.object({
  name: zRequiredString(120),
  slug: zClinicSlug,
  timezone: zTimezone,
  country_iso_code: z.string({ error: msg.required }).regex(/^[A-Za-z]{2}$/, { error: 'validation.country' }).transform((s) => s.toLowerCase()),
  default_language: z.enum(LANGUAGES, { error: msg.invalid }),
  address: zOptionalString(300),
  client_date_format: z.enum(CLINIC_DATE_FORMATS, { error: msg.invalid }).optional(),
  client_time_format: z.enum(CLINIC_TIME_FORMATS, { error: msg.invalid }).optional(),
  currency: zRequiredString(8).optional(),
});
export type TCreateClinicInput = z.input<typeof ZCreateClinicInput>;

/** A slug suggested from a clinic name: accents dropped, anything else a hyphen ("Clinica Nord-Vest" → "clinica-nord-vest"). */
export function suggestClinicSlug(name: string): string {
  const base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  if (!base) return '';
  return /[a-z]/.test(base) ? base : `clinic-${base}`.slice(0, 80);
}
