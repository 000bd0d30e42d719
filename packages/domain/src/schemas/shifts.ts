import { z } from 'zod';
import { msg, zIsoDate, zOptionalString, zTimeOfDay } from './common';
import { weeklyOverlaps } from './staff';

export const SHIFT_STATUSES = ['draft', 'published'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
/** Longest span one shifts request or publish may cover. */
export const MAX_SHIFT_RANGE_DAYS = 62;

const zRequiredId = z.coerce.number({ error: msg.required }).int({ error: msg.invalid }).positive({ error: msg.required }).max(2_147_483_647, { error: msg.invalid });
const zOptionalIdQuery = z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).positive({ error: msg.invalid }).max(2_147_483_647, { error: msg.invalid });

const dayNumber = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};
/** 1 = Monday … 7 = Sunday of a yyyy-MM-dd date. */
export const isoWeekday = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
};

/** Clinic-local dates [start, end], both inclusive, end not before start, at most MAX_SHIFT_RANGE_DAYS. */
const dateRange = {
  start: zIsoDate,
  end: zIsoDate,
};
const rangeChecks = <T extends z.ZodType<{ start: string; end: string }>>(schema: T) => schema
  .refine((v) => v.end >= v.start, { error: 'validation.interval_order', path: ['end'] })
  .refine((v) => dayNumber(v.end) - dayNumber(v.start) < MAX_SHIFT_RANGE_DAYS, { error: 'validation.shift_range_too_long', path: ['end'] });

export const ZShiftsQuery = rangeChecks(z.object({
  ...dateRange,
  filter: z.object({ vet_id: zOptionalIdQuery.optional(), status: z.enum(SHIFT_STATUSES).optional() }).strict().optional(),
}));
export type TShiftsQuery = z.infer<typeof ZShiftsQuery>;

/** A shift in the clinic's wall-clock time: one date, start and end (24:00 allowed as end). */
export const ZShiftInput = z.object({
  vet_id: zRequiredId,
  date: zIsoDate,
  start_time: zTimeOfDay,
  end_time: zTimeOfDay,
  note: zOptionalString(200),
  /** Editing a published shift that would leave appointments outside the vet's shifts needs this. */
  force: z.boolean().optional(),
}).refine((v) => v.start_time < v.end_time, { error: 'validation.interval_order', path: ['end_time'] });
export type TShiftInput = z.input<typeof ZShiftInput>;

export const ZShift = z.object({
  id: z.number(),
  vet_id: z.number(),
  vet: z.object({ id: z.number(), full_name: z.string() }),
  status: z.enum(SHIFT_STATUSES),
  /** Clinic-local date and times. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  datetime_start_utc: z.string(),
  datetime_end_utc: z.string(),
  note: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type TShift = z.infer<typeof ZShift>;

export const ZShiftDeleteQuery = z.object({ force: z.enum(['0', '1']).optional() });

// ---------- templates ----------

export const ZShiftTemplateEntry = z.object({
  vet_id: zRequiredId,
  day: z.number({ error: msg.required }).int({ error: msg.invalid }).min(1, { error: msg.invalid }).max(7, { error: msg.invalid }),
  start_time: zTimeOfDay,
  end_time: zTimeOfDay,
}).refine((e) => e.start_time < e.end_time, { error: 'validation.interval_order', path: ['end_time'] });
export type TShiftTemplateEntry = z.infer<typeof ZShiftTemplateEntry>;

export const ZShiftTemplateInput = z.object({
  name: z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(120, { error: msg.tooLong }),
  entries: z.array(ZShiftTemplateEntry).max(300, { error: msg.max }),
}).superRefine((v, ctx) => {
  const byVet = new Map<number, number[]>();
  v.entries.forEach((e, i) => byVet.set(e.vet_id, [...(byVet.get(e.vet_id) ?? []), i]));
  for (const indexes of byVet.values()) {
    for (const bad of weeklyOverlaps(indexes.map((i) => v.entries[i]))) {
      ctx.addIssue({ code: 'custom', message: 'validation.overlap', path: ['entries', indexes[bad], 'start_time'] });
    }
  }
});
export type TShiftTemplateInput = z.input<typeof ZShiftTemplateInput>;

export const ZShiftTemplate = z.object({
  id: z.number(),
  name: z.string(),
  entries: z.array(z.object({ id: z.number(), vet_id: z.number(), day: z.number(), start_time: z.string(), end_time: z.string() })),
});
export type TShiftTemplate = z.infer<typeof ZShiftTemplate>;

export const ZApplyTemplateInput = z.object({
  week_start: zIsoDate.refine((d) => isoWeekday(d) === 1, { error: 'validation.monday' }),
});

export const ZPublishShiftsInput = rangeChecks(z.object({
  ...dateRange,
  force: z.boolean({ error: msg.invalid }).default(false),
}));
export type TPublishShiftsInput = z.input<typeof ZPublishShiftsInput>;

export const ZShiftConflict = z.object({
  appointment_id: z.number(),
  vet_id: z.number(),
  datetime_start_utc: z.string(),
  datetime_end_utc: z.string(),
  client: z.object({ id: z.number(), full_name: z.string() }).nullable(),
});
export type TShiftConflict = z.infer<typeof ZShiftConflict>;

export const ZPublishResult = z.object({ published: z.number(), replaced: z.number() });
