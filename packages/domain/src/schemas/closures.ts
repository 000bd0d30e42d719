import { z } from 'zod';
import { zIsoDate, zRequiredString, zTimeOfDay } from './common';

/**
 * A holiday or closure of one clinic (issue #22): clinic-local dates, both inclusive. `start_time` makes the
 * first day a partial one (closed from then), `end_time` the last day (closed until then); without them the
 * closure covers whole days. The range is one continuous span, so 24.12 13:00 – 26.12 is closed throughout.
 */
export const ZClinicClosureInput = z.object({
  start_date: zIsoDate,
  end_date: zIsoDate,
  start_time: zTimeOfDay.nullish().transform((v) => v ?? null),
  end_time: zTimeOfDay.nullish().transform((v) => v ?? null),
  reason: zRequiredString(200),
}).strict()
  .refine((c) => c.start_time !== '24:00', { error: 'validation.time', path: ['start_time'] })
  .refine((c) => c.end_date >= c.start_date, { error: 'validation.interval_order', path: ['end_date'] })
  .refine((c) => c.start_date !== c.end_date || !c.start_time || !c.end_time || c.start_time < c.end_time, { error: 'validation.interval_order', path: ['end_time'] });
export type TClinicClosureInput = z.output<typeof ZClinicClosureInput>;

export const ZClinicClosure = z.object({
  id: z.number(),
  clinic_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  reason: z.string(),
  /** The span in UTC, as availability sees it (the clinic's zone applied). */
  starts_at_utc: z.string(),
  ends_at_utc: z.string(),
});
export type TClinicClosure = z.infer<typeof ZClinicClosure>;

export const ZClinicClosuresQuery = z.object({
  /** Closures that end on or after this clinic-local date (default: today), so past ones drop off the list. */
  from: zIsoDate.optional(),
});
