import { z } from 'zod';
import { msg, zEmail, zOptionalString, zRequiredString, zTimeOfDay } from './common';
import { CLINIC_DATE_FORMATS, CLINIC_TIME_FORMATS } from '../constants';
import { LANGUAGES } from '../languages';

const zTimezone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, { error: 'validation.timezone' });

export const ZClinicSchedule = z.object({
  day: z.number().int().min(1).max(7),
  is_open: z.boolean(),
  intervals: z.array(z.object({ start_time: zTimeOfDay, end_time: zTimeOfDay }).refine((i) => i.start_time < i.end_time, { error: 'validation.interval_order', path: ['end_time'] })).max(6),
});
export type TClinicSchedule = z.infer<typeof ZClinicSchedule>;

export const ZOnlineBookingSettings = z.object({
  online_booking_enabled: z.boolean(),
  registration_enabled: z.boolean(),
  any_staff_enabled: z.boolean(),
  visit_types_active: z.boolean(),
  auto_confirm: z.boolean(),
  min_notice_minutes: z.number({ error: msg.invalid }).int().min(0).max(60 * 24 * 30),
  booking_horizon_days: z.number({ error: msg.invalid }).int().min(1).max(730),
  cancel_cutoff_hours: z.number({ error: msg.invalid }).int().min(0).max(24 * 30),
  embed_origins: z.array(z.string()).max(20),
});

/** What staff see and edit on the clinic settings screen. */
export const ZClinic = z.object({
  id: z.number(),
  group_id: z.number(),
  name: z.string(),
  slug: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  country: z.object({ iso_code: z.string() }),
  timezone: z.string(),
  client_date_format: z.string(),
  client_time_format: z.string(),
  default_language: z.string(),
  logo: z.string().nullable(),
}).extend(ZOnlineBookingSettings.shape);
export type TClinic = z.infer<typeof ZClinic>;

export const ZClinicSettingsInput = z.object({
  name: zRequiredString(120),
  address: zOptionalString(300),
  phone: zOptionalString(40),
  email: zEmail.nullish().or(z.literal('').transform(() => null)),
  country_iso_code: z.string().regex(/^[A-Za-z]{2}$/, { error: 'validation.country' }).transform((s) => s.toLowerCase()),
  timezone: zTimezone,
  client_date_format: z.enum(CLINIC_DATE_FORMATS, { error: msg.invalid }),
  client_time_format: z.enum(CLINIC_TIME_FORMATS, { error: msg.invalid }),
  default_language: z.enum(LANGUAGES, { error: msg.invalid }),
  schedules: z.array(ZClinicSchedule).length(7).optional(),
}).extend(ZOnlineBookingSettings.shape).extend({
  // Stored as bare origins: they go verbatim into the booking page's CSP frame-ancestors.
  // (Response schemas carry no transforms: the serializer encodes through them.)
  embed_origins: z.array(z.string().max(200).url({ error: 'validation.url' }).refine((u) => /^https?:/.test(u), { error: 'validation.url' }).transform((u) => new URL(u).origin)).max(20),
});
export type TClinicSettingsInput = z.input<typeof ZClinicSettingsInput>;

/** Tax rates in percent: 0–100 with at most two decimals (they are kept as basis points), each once. */
const zRateList = z.array(z.number({ error: msg.invalid }), { error: msg.invalid })
  .min(1, { error: msg.required })
  .max(10, { error: msg.max })
  .refine((l) => l.every((v) => v >= 0 && v <= 100 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9), { error: 'validation.rate_list' })
  .refine((l) => new Set(l.map((v) => Math.round(v * 100))).size === l.length, { error: 'validation.rate_list_duplicate' });

export const ZPreferences = z.object({
  date_format: z.enum(CLINIC_DATE_FORMATS, { error: msg.invalid }),
  time_format: z.enum(CLINIC_TIME_FORMATS, { error: msg.invalid }),
  currency: zRequiredString(8),
  currency_first: z.union([z.literal(0), z.literal(1)]),
  vat_list: zRateList,
  service_tax_list: zRateList,
  discount_reason_required: z.boolean({ error: msg.invalid }),
  show_record_bundle_items: z.boolean({ error: msg.invalid }),
  tax_apply_order: z.enum(['discount_before_tax', 'discount_after_tax'], { error: msg.invalid }).nullable(),
  /** Prices (catalogue, sale and estimate lines) are entered with tax included; the net is extracted from them. */
  prices_include_tax: z.boolean({ error: msg.invalid }),
  /** A sale or a record's usage may take stock below zero; otherwise it is refused (409 insufficient_stock). */
  allow_negative_stock: z.boolean({ error: msg.invalid }),
  /** Days ahead a batch counts as expiring (home stock alerts, GET /stock/expiring without `days`). */
  expiring_within_days: z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.min }).max(365, { error: msg.max }),
});
export type TPreferences = z.infer<typeof ZPreferences>;
/** PUT body: the inventory preferences came later, so a body without them keeps the stored values. */
export const ZPreferencesInput = ZPreferences.extend({
  allow_negative_stock: ZPreferences.shape.allow_negative_stock.optional(),
  expiring_within_days: ZPreferences.shape.expiring_within_days.optional(),
  prices_include_tax: ZPreferences.shape.prices_include_tax.optional(),
});
export type TPreferencesInput = z.infer<typeof ZPreferencesInput>;

export const ZRole = z.object({
  id: z.number(),
  name: z.string(),
  is_built_in: z.boolean(),
  permissions: z.array(z.string()),
});
