import { z } from 'zod';
import { ZPageQuery, msg, zId, zIsoDate, zOptionalString, zRequiredString } from './common';

/** Body systems the built-in catalogue is grouped by (the clinic may leave an entry without one). */
export const DIAGNOSIS_CATEGORIES = [
  'cardiovascular', 'respiratory', 'gastrointestinal', 'hepatobiliary_pancreas', 'urinary', 'reproductive', 'dermatology',
  'ear', 'eye', 'musculoskeletal', 'neurology', 'endocrine', 'hematology_immunology', 'infectious', 'parasitic', 'oncology',
  'dental_oral', 'behavior', 'toxicology', 'trauma_emergency', 'nutrition_metabolic', 'preventive', 'exotic',
] as const;
export type DiagnosisCategory = (typeof DIAGNOSIS_CATEGORIES)[number];

/** Species hints a catalogue entry may carry (none = any species). */
export const DIAGNOSIS_SPECIES = ['dog', 'cat', 'rabbit', 'ferret', 'rodent', 'bird', 'reptile', 'horse'] as const;
export type DiagnosisSpecies = (typeof DIAGNOSIS_SPECIES)[number];

export const RECORD_DIAGNOSIS_KIND = ['differential', 'final'] as const;
export const PET_PROBLEM_STATUS = ['active', 'resolved', 'chronic'] as const;
export type TPetProblemStatus = (typeof PET_PROBLEM_STATUS)[number];

const zBoolQuery = z.enum(['true', 'false'], { error: msg.invalid }).transform((v) => v === 'true');

// ---------- catalogue ----------

export const ZDiagnosisInput = z.object({
  name: zRequiredString(200),
  description: zOptionalString(4000),
  recommendation: zOptionalString(4000),
  code: zOptionalString(40),
  category: z.enum(DIAGNOSIS_CATEGORIES, { error: msg.invalid }).nullish().transform((v) => v ?? null),
  species: z.array(z.enum(DIAGNOSIS_SPECIES, { error: msg.invalid })).max(DIAGNOSIS_SPECIES.length, { error: msg.max }).default([]),
  is_active: z.boolean({ error: msg.invalid }).default(true),
});
export type TDiagnosisInput = z.input<typeof ZDiagnosisInput>;
export type TDiagnosisInputParsed = z.output<typeof ZDiagnosisInput>;

export const ZDiagnosisListQuery = ZPageQuery.extend({
  filter: z.object({
    /** Search as you type: any part of the name or code, case-insensitive. */
    q: z.string().trim().max(100, { error: msg.tooLong }).optional(),
    category: z.enum(DIAGNOSIS_CATEGORIES, { error: msg.invalid }).optional(),
    species: z.enum(DIAGNOSIS_SPECIES, { error: msg.invalid }).optional(),
    is_active: zBoolQuery.optional(),
  }).strict().optional(),
});
export type TDiagnosisListQuery = z.infer<typeof ZDiagnosisListQuery>;

export const ZDiagnosis = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  recommendation: z.string().nullable(),
  code: z.string().nullable(),
  category: z.string().nullable(),
  species: z.array(z.string()),
  is_active: z.boolean(),
  /** Copied from the built-in catalogue (null: written by the clinic). */
  built_in: z.boolean(),
  updated_at: z.string(),
});
export type TDiagnosis = z.infer<typeof ZDiagnosis>;

export const ZDiagnosisImportResult = z.object({ added: z.number() });

// ---------- a record's diagnoses ----------

export const ZRecordDiagnosisInput = z.object({
  kind: z.enum(RECORD_DIAGNOSIS_KIND, { error: msg.invalid }),
  diagnosis_id: zId.nullish(),
  /** Free text when the catalogue has no fitting entry. */
  name: zOptionalString(200),
  notes: zOptionalString(2000),
}).superRefine((v, ctx) => {
  if (!v.diagnosis_id && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: msg.required });
});
export type TRecordDiagnosisInput = z.input<typeof ZRecordDiagnosisInput>;
export type TRecordDiagnosisInputParsed = z.output<typeof ZRecordDiagnosisInput>;

export const ZRecordDiagnosis = z.object({
  id: z.number(),
  record_id: z.number(),
  kind: z.enum(RECORD_DIAGNOSIS_KIND),
  diagnosis_id: z.number().nullable(),
  name: z.string(),
  notes: z.string().nullable(),
  description: z.string().nullable(),
  recommendation: z.string().nullable(),
  created_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TRecordDiagnosis = z.infer<typeof ZRecordDiagnosis>;

export const ZRecordDiagnosisParams = z.object({ id: zId, entryId: zId });

// ---------- the pet's problem list ----------

export const ZPetProblemParams = z.object({ id: zId, problemId: zId });

export const ZPetProblemInput = z.object({
  diagnosis_id: zId.nullish(),
  name: zOptionalString(200),
  status: z.enum(PET_PROBLEM_STATUS, { error: msg.invalid }).default('active'),
  onset_date: zIsoDate.nullish(),
  notes: zOptionalString(2000),
}).superRefine((v, ctx) => {
  if (!v.diagnosis_id && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: msg.required });
});
export type TPetProblemInput = z.input<typeof ZPetProblemInput>;
export type TPetProblemInputParsed = z.output<typeof ZPetProblemInput>;

export const ZPetProblemUpdateInput = z.object({
  status: z.enum(PET_PROBLEM_STATUS, { error: msg.invalid }),
  onset_date: zIsoDate.nullish(),
  notes: zOptionalString(2000),
}).partial();
export type TPetProblemUpdateInput = z.input<typeof ZPetProblemUpdateInput>;
export type TPetProblemUpdateInputParsed = z.output<typeof ZPetProblemUpdateInput>;

export const ZPetProblemListQuery = z.object({
  filter: z.object({ status: z.enum(PET_PROBLEM_STATUS, { error: msg.invalid }).optional() }).strict().optional(),
});
export type TPetProblemListQuery = z.infer<typeof ZPetProblemListQuery>;

export const ZPetProblem = z.object({
  id: z.number(),
  pet_id: z.number(),
  diagnosis_id: z.number().nullable(),
  name: z.string(),
  status: z.enum(PET_PROBLEM_STATUS),
  onset_date: z.string().nullable(),
  notes: z.string().nullable(),
  source_record_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPetProblem = z.infer<typeof ZPetProblem>;
