import { z } from 'zod';
import { msg } from './common';

/**
 * Vitals and anesthesia (issue #14). Storage units are fixed (grams, °C with one decimal, seconds with one
 * decimal); the clinic's preference only changes how the staff app shows and takes them (°F, BCS on 5 or 9).
 * Absolute limits below are what a living animal can show at all: outside them the value is a typo (422).
 * Inside them, a value outside the species' normal range is saved and flagged.
 */
export const VITAL_LIMITS = {
  weight_grams: [1, 2_000_000],
  temperature_c: [25, 46],
  heart_rate: [1, 400],
  respiratory_rate: [1, 200],
  crt_seconds: [0, 10],
  pain_score: [0, 10],
  bcs: [1, 9],
  bp_systolic: [20, 350],
  bp_diastolic: [10, 300],
  bp_mean: [10, 300],
  spo2: [30, 100],
  etco2: [0, 150],
  anesthetic_pct: [0, 10],
} as const satisfies Record<string, readonly [number, number]>;

export const MUCOUS_MEMBRANES = ['pink', 'pale', 'white', 'cyanotic', 'icteric', 'injected', 'brick_red', 'grey'] as const;
export type MucousMembranes = (typeof MUCOUS_MEMBRANES)[number];
export const BP_METHODS = ['doppler', 'oscillometric', 'invasive'] as const;
export const TEMPERATURE_UNITS = ['c', 'f'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export const BCS_SCALES = [5, 9] as const;
export const ASA_CLASSES = ['I', 'II', 'III', 'IV', 'V'] as const;
export const ANESTHESIA_PHASES = ['premedication', 'induction', 'maintenance'] as const;

/** Countries whose clinics read body temperature in °F by default (the rest of the world uses °C). */
const FAHRENHEIT_COUNTRIES = new Set(['us', 'lr', 'mm', 'bs', 'bz', 'ky', 'pw', 'fm', 'mh']);
export const defaultTemperatureUnit = (countryIsoCode: string): TemperatureUnit => (FAHRENHEIT_COUNTRIES.has(countryIsoCode.toLowerCase()) ? 'f' : 'c');
export const cToF = (c: number) => Math.round((c * 9 / 5 + 32) * 10) / 10;
export const fToC = (f: number) => Math.round(((f - 32) * 5 / 9) * 10) / 10;

const ranged = (key: keyof typeof VITAL_LIMITS, int = true) => {
  const [min, max] = VITAL_LIMITS[key];
  const base = z.number({ error: msg.invalid });
  return (int ? base.int({ error: msg.invalid }) : base).min(min, { error: msg.min }).max(max, { error: msg.max });
};
/** A number with at most one decimal (38.5 °C, 1.5 s, 1.8 %). */
const oneDecimal = (s: z.ZodNumber) => s.refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, { error: msg.invalid });
const opt = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => v ?? null);
const zInstant = z.iso.datetime({ offset: true, error: 'validation.datetime' });

const VITAL_MEASURES = ['weight_grams', 'temperature_c', 'heart_rate', 'respiratory_rate', 'crt_seconds', 'mucous_membranes', 'pain_score', 'bcs', 'bp_systolic', 'bp_diastolic', 'bp_mean'] as const;

export const ZVitalsInput = z.object({
  measured_at: opt(zInstant),
  weight_grams: opt(ranged('weight_grams')),
  temperature_c: opt(oneDecimal(ranged('temperature_c', false))),
  heart_rate: opt(ranged('heart_rate')),
  respiratory_rate: opt(ranged('respiratory_rate')),
  crt_seconds: opt(oneDecimal(ranged('crt_seconds', false))),
  mucous_membranes: opt(z.enum(MUCOUS_MEMBRANES, { error: msg.invalid })),
  pain_score: opt(ranged('pain_score')),
  /** On the clinic's scale (vitals settings): 1–5 or 1–9; the server refuses a 7 on a 5-point scale. */
  bcs: opt(ranged('bcs')),
  bp_systolic: opt(ranged('bp_systolic')),
  bp_diastolic: opt(ranged('bp_diastolic')),
  bp_mean: opt(ranged('bp_mean')),
  bp_method: opt(z.enum(BP_METHODS, { error: msg.invalid })),
  notes: z.string({ error: msg.invalid }).trim().max(2000, { error: msg.tooLong }).nullish().transform((v) => (v ? v : null)),
}).strict()
  .refine((v) => VITAL_MEASURES.some((k) => v[k] !== null), { error: 'vitals.errors.empty', path: ['weight_grams'] })
  .refine((v) => v.bp_systolic === null || v.bp_diastolic === null || v.bp_systolic > v.bp_diastolic, { error: 'vitals.errors.bp_order', path: ['bp_diastolic'] })
  .refine((v) => v.bp_method === null || v.bp_systolic !== null || v.bp_mean !== null, { error: 'vitals.errors.bp_method_alone', path: ['bp_method'] });
export type TVitalsInput = z.output<typeof ZVitalsInput>;

export type VitalFlag = 'low' | 'high';
export const FLAGGABLE_VITALS = ['weight_grams', 'temperature_c', 'heart_rate', 'respiratory_rate', 'crt_seconds', 'pain_score', 'bcs', 'bp_systolic'] as const;
export type FlaggableVital = (typeof FLAGGABLE_VITALS)[number];

export const ZVital = z.object({
  id: z.number(),
  pet_id: z.number(),
  clinic_id: z.number(),
  record_id: z.number().nullable(),
  measured_at: z.string(),
  weight_grams: z.number().nullable(),
  temperature_c: z.number().nullable(),
  heart_rate: z.number().nullable(),
  respiratory_rate: z.number().nullable(),
  crt_seconds: z.number().nullable(),
  mucous_membranes: z.enum(MUCOUS_MEMBRANES).nullable(),
  pain_score: z.number().nullable(),
  bcs: z.number().nullable(),
  bcs_scale: z.number().nullable(),
  bp_systolic: z.number().nullable(),
  bp_diastolic: z.number().nullable(),
  bp_mean: z.number().nullable(),
  bp_method: z.enum(BP_METHODS).nullable(),
  notes: z.string().nullable(),
  /** Fields outside the species' normal range (low/high); mucous membranes other than pink are 'high'-risk as 'abnormal'. */
  flags: z.record(z.string(), z.enum(['low', 'high', 'abnormal'])),
  created_by: z.number().nullable(),
  created_at: z.string(),
});
export type TVital = z.infer<typeof ZVital>;

export const ZPetVitalsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Charts ask for up to 500 points at once. */
  per_page: z.coerce.number().int().min(1).max(500).default(100),
  from: zInstant.optional(),
  to: zInstant.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.interval_order', path: ['to'] });

export const ZVitalsSettings = z.object({
  clinic_id: z.number(),
  temperature_unit: z.enum(TEMPERATURE_UNITS),
  bcs_scale: z.union([z.literal(5), z.literal(9)]),
  /** True when no choice was saved and the country's default is shown. */
  is_default: z.boolean(),
});
export type TVitalsSettings = z.infer<typeof ZVitalsSettings>;
export const ZVitalsSettingsInput = z.object({
  temperature_unit: z.enum(TEMPERATURE_UNITS, { error: msg.invalid }),
  bcs_scale: z.union([z.literal(5), z.literal(9)], { error: msg.invalid }),
}).strict();
export type TVitalsSettingsInput = z.infer<typeof ZVitalsSettingsInput>;

// ---------- normal ranges by species ----------

/**
 * Species are per-group rows with free names ("Dog", "Câine", "Katze"): they are matched to our table by
 * their name, lower-cased and without accents, against the words below (English and the product's
 * languages). A species we cannot match gets no flags, never wrong ones.
 */
export const SPECIES_KEYS = ['dog', 'cat', 'rabbit', 'ferret', 'guinea_pig', 'bird', 'horse', 'reptile'] as const;
export type SpeciesKey = (typeof SPECIES_KEYS)[number];
const SPECIES_WORDS: Record<SpeciesKey, string[]> = {
  dog: ['dog', 'canine', 'caine', 'perro', 'chien', 'pies', 'kuce', 'pes', 'kutya', 'anjing', 'hund', 'gos', 'cao', '개', '강아지', '狗', '犬', 'куче'],
  cat: ['cat', 'feline', 'pisica', 'gato', 'chat', 'kot', 'kocka', 'macska', 'kucing', 'katt', 'gat', '고양이', '貓', '猫', 'котка'],
  rabbit: ['rabbit', 'iepure', 'conejo', 'lapin', 'krolik', 'kralik', 'nyul', 'kelinci', 'kanin', 'conill', 'coelho', '토끼', '兔', 'заек'],
  ferret: ['ferret', 'dihor', 'huron', 'furet', 'fretka', 'vadaszgoreny', 'musang', 'iller', 'fura', 'furao', '페럿', '雪貂', 'пор'],
  guinea_pig: ['guinea pig', 'cobai', 'cobaya', 'cochon d inde', 'swinka morska', 'morce', 'tengerimalac', 'marmut', 'marsvin', 'porquet d india', 'porquinho da india', '기니피그', '天竺鼠', 'морско свинче'],
  bird: ['bird', 'parrot', 'budgie', 'pasare', 'papagal', 'ave', 'pajaro', 'oiseau', 'ptak', 'ptak', 'madar', 'burung', 'fagel', 'ocell', 'passaro', '새', '鳥', 'птица'],
  horse: ['horse', 'equine', 'pony', 'cal', 'caballo', 'cheval', 'kon', 'kun', 'lo', 'kuda', 'hast', 'cavall', 'cavalo', '말', '馬', 'кон'],
  reptile: ['reptile', 'lizard', 'snake', 'turtle', 'tortoise', 'gecko', 'reptila', 'reptil', 'gad', 'plaz', 'hullo', 'reptil', 'kraldjur', 'repteis', '파충류', '爬蟲', 'влечуго'],
};
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const WORD_TO_KEY = new Map<string, SpeciesKey>(Object.entries(SPECIES_WORDS).flatMap(([k, words]) => words.map((w) => [fold(w), k as SpeciesKey] as const)));

/** Our species key for a group's species name, or null when we do not know it. */
export function speciesKeyOf(name: string | null | undefined): SpeciesKey | null {
  if (!name) return null;
  const f = fold(name);
  return WORD_TO_KEY.get(f) ?? f.split(' ').map((w) => WORD_TO_KEY.get(w)).find((k) => k !== undefined) ?? null;
}

type Range = readonly [number, number];
export interface NormalRanges { temperature_c?: Range; heart_rate?: Range; respiratory_rate?: Range; bp_systolic?: Range; weight_grams?: Range }

/**
 * Resting reference ranges of healthy adults, written by us from common teaching values (rounded; a clinic
 * reads them as "worth a second look", not as a diagnosis). Weight ranges are broad adult ranges for the
 * species, to catch a typo in kilograms vs grams rather than to judge a breed.
 */
export const NORMAL_RANGES: Record<SpeciesKey, NormalRanges> = {
  dog: { temperature_c: [37.5, 39.2], heart_rate: [60, 160], respiratory_rate: [10, 35], bp_systolic: [90, 160], weight_grams: [500, 100_000] },
  cat: { temperature_c: [37.7, 39.2], heart_rate: [140, 220], respiratory_rate: [20, 40], bp_systolic: [100, 160], weight_grams: [1_500, 10_000] },
  rabbit: { temperature_c: [38.5, 40.0], heart_rate: [180, 300], respiratory_rate: [30, 60], bp_systolic: [90, 130], weight_grams: [500, 8_000] },
  ferret: { temperature_c: [37.8, 40.0], heart_rate: [180, 250], respiratory_rate: [30, 40], bp_systolic: [90, 160], weight_grams: [400, 2_500] },
  guinea_pig: { temperature_c: [37.2, 39.5], heart_rate: [230, 380], respiratory_rate: [40, 100], weight_grams: [500, 1_500] },
  bird: { temperature_c: [39.0, 43.0], heart_rate: [120, 400], respiratory_rate: [15, 60], weight_grams: [10, 2_000] },
  horse: { temperature_c: [37.2, 38.3], heart_rate: [28, 44], respiratory_rate: [10, 24], bp_systolic: [90, 130], weight_grams: [150_000, 1_000_000] },
  // Ectotherms: their temperature follows the room, so only the rates are judged.
  reptile: { heart_rate: [10, 80], respiratory_rate: [2, 30] },
};

export type VitalFlags = Partial<Record<FlaggableVital | 'mucous_membranes', 'low' | 'high' | 'abnormal'>>;

/** The flags of one set of vitals: out of the species' range (low/high), pain ≥ 4/10, BCS at either end, membranes not pink. */
export function vitalFlags(v: Pick<TVital, FlaggableVital | 'mucous_membranes' | 'bcs_scale'>, species: SpeciesKey | null): VitalFlags {
  const flags: VitalFlags = {};
  const ranges = species ? NORMAL_RANGES[species] : {};
  for (const key of ['temperature_c', 'heart_rate', 'respiratory_rate', 'bp_systolic', 'weight_grams'] as const) {
    const value = v[key];
    const range = ranges[key];
    if (value === null || !range) continue;
    if (value < range[0]) flags[key] = 'low';
    else if (value > range[1]) flags[key] = 'high';
  }
  if (v.crt_seconds !== null && v.crt_seconds > 2) flags.crt_seconds = 'high';
  if (v.pain_score !== null && v.pain_score >= 4) flags.pain_score = 'high';
  if (v.bcs !== null) {
    const scale = v.bcs_scale ?? 9;
    const [lo, hi] = scale === 5 ? [2, 4] : [3, 7];
    if (v.bcs < lo) flags.bcs = 'low';
    else if (v.bcs > hi) flags.bcs = 'high';
  }
  if (v.mucous_membranes !== null && v.mucous_membranes !== 'pink') flags.mucous_membranes = 'abnormal';
  return flags;
}

// ---------- anesthesia ----------

export const ZAnesthesiaDrug = z.object({
  phase: z.enum(ANESTHESIA_PHASES, { error: msg.invalid }),
  name: z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(120, { error: msg.tooLong }),
  dose: z.number({ error: msg.required }).positive({ error: msg.min }).max(100_000, { error: msg.max }),
  unit: z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(20, { error: msg.tooLong }),
  route: z.string({ error: msg.invalid }).trim().max(40, { error: msg.tooLong }).nullish().transform((v) => (v ? v : null)),
  given_at: opt(zInstant),
}).strict();
export type TAnesthesiaDrug = z.output<typeof ZAnesthesiaDrug>;

export const ZAnesthesiaInput = z.object({
  asa_class: z.enum(ASA_CLASSES, { error: msg.required }),
  asa_emergency: z.boolean({ error: msg.invalid }).default(false),
  drugs: z.array(ZAnesthesiaDrug, { error: msg.invalid }).max(40, { error: msg.max }).default([]),
  started_at: opt(zInstant),
  ended_at: opt(zInstant),
  notes: z.string({ error: msg.invalid }).trim().max(5000, { error: msg.tooLong }).nullish().transform((v) => (v ? v : null)),
}).strict()
  .refine((s) => !s.started_at || !s.ended_at || Date.parse(s.ended_at) > Date.parse(s.started_at), { error: 'validation.interval_order', path: ['ended_at'] })
  .refine((s) => !s.ended_at || s.started_at, { error: 'validation.required', path: ['started_at'] });
export type TAnesthesiaInput = z.output<typeof ZAnesthesiaInput>;

export const ZAnesthesiaMeasurementInput = z.object({
  measured_at: zInstant,
  heart_rate: opt(ranged('heart_rate')),
  respiratory_rate: opt(ranged('respiratory_rate')),
  spo2: opt(ranged('spo2')),
  etco2: opt(ranged('etco2')),
  temperature_c: opt(oneDecimal(ranged('temperature_c', false))),
  bp_systolic: opt(ranged('bp_systolic')),
  bp_diastolic: opt(ranged('bp_diastolic')),
  bp_mean: opt(ranged('bp_mean')),
  anesthetic_pct: opt(oneDecimal(ranged('anesthetic_pct', false))),
}).strict()
  .refine((m) => ['heart_rate', 'respiratory_rate', 'spo2', 'etco2', 'temperature_c', 'bp_systolic', 'bp_diastolic', 'bp_mean', 'anesthetic_pct'].some((k) => m[k as keyof typeof m] !== null), { error: 'vitals.errors.empty', path: ['heart_rate'] })
  .refine((m) => m.bp_systolic === null || m.bp_diastolic === null || m.bp_systolic > m.bp_diastolic, { error: 'vitals.errors.bp_order', path: ['bp_diastolic'] });
export type TAnesthesiaMeasurementInput = z.output<typeof ZAnesthesiaMeasurementInput>;

export const ZAnesthesiaMeasurement = z.object({
  id: z.number(),
  measured_at: z.string(),
  heart_rate: z.number().nullable(),
  respiratory_rate: z.number().nullable(),
  spo2: z.number().nullable(),
  etco2: z.number().nullable(),
  temperature_c: z.number().nullable(),
  bp_systolic: z.number().nullable(),
  bp_diastolic: z.number().nullable(),
  bp_mean: z.number().nullable(),
  anesthetic_pct: z.number().nullable(),
  created_by: z.number().nullable(),
});
export type TAnesthesiaMeasurement = z.infer<typeof ZAnesthesiaMeasurement>;

export const ZAnesthesiaSession = z.object({
  id: z.number(),
  record_id: z.number(),
  pet_id: z.number(),
  clinic_id: z.number(),
  asa_class: z.enum(ASA_CLASSES),
  asa_emergency: z.boolean(),
  drugs: z.array(z.object({
    phase: z.enum(ANESTHESIA_PHASES), name: z.string(), dose: z.number(), unit: z.string(), route: z.string().nullable(), given_at: z.string().nullable(),
  })),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  notes: z.string().nullable(),
  measurements: z.array(ZAnesthesiaMeasurement),
  updated_at: z.string(),
});
export type TAnesthesiaSession = z.infer<typeof ZAnesthesiaSession>;
