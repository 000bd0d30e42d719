import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { ZPageQuery, msg, zId, zIsoDate, zOptionalString, zRequiredString } from './common';

export const PRESCRIPTION_STATUS = ['ACTIVE', 'COMPLETED', 'CANCELLED'] as const;
export type TPrescriptionStatus = (typeof PRESCRIPTION_STATUS)[number];
/** Only an active prescription moves, and only to one of these; completed and cancelled are final. */
export const PRESCRIPTION_TARGET_STATUS = ['COMPLETED', 'CANCELLED'] as const;

export const PRESCRIPTION_ROUTES = [
  'oral', 'topical', 'ophthalmic', 'otic', 'subcutaneous', 'intramuscular', 'intravenous', 'inhaled', 'rectal', 'transdermal', 'other',
] as const;
export type TPrescriptionRoute = (typeof PRESCRIPTION_ROUTES)[number];

const zWhole = (min: number, max: number) =>
  z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(min, { error: msg.min }).max(max, { error: msg.max });

/** What a vet writes on a prescription (the form and the API share it). */
const prescriptionFields = {
  vet_id: zId.nullish(),
  drug: zRequiredString(200),
  strength: zOptionalString(80),
  dose: zRequiredString(40),
  unit: zRequiredString(40),
  route: z.enum(PRESCRIPTION_ROUTES, { error: msg.required }),
  frequency: zRequiredString(120),
  duration_days: zWhole(1, 3650).nullish(),
  quantity: zOptionalString(60),
  refills: zWhole(0, 99).default(0),
  expires_on: zIsoDate.nullish(),
  instructions: zOptionalString(2000),
};

export const ZPrescriptionInput = z.object({
  pet_id: zId,
  record_id: zId.nullish(),
  ...prescriptionFields,
});
export type TPrescriptionInput = z.input<typeof ZPrescriptionInput>;
export type TPrescriptionInputParsed = z.output<typeof ZPrescriptionInput>;

/** Changes to an active prescription: only the fields sent change (the pet and record stay). */
export const ZPrescriptionUpdateInput = z.object(prescriptionFields).partial();
export type TPrescriptionUpdateInput = z.input<typeof ZPrescriptionUpdateInput>;
export type TPrescriptionUpdateInputParsed = z.output<typeof ZPrescriptionUpdateInput>;

export const ZPrescriptionStatusInput = z.object({
  status: z.enum(PRESCRIPTION_TARGET_STATUS, { error: msg.invalid }),
  reason: zOptionalString(500),
});
export type TPrescriptionStatusInput = z.input<typeof ZPrescriptionStatusInput>;

export const ZPrescriptionListQuery = ZPageQuery.extend({
  filter: z.object({
    pet_id: zId.optional(),
    record_id: zId.optional(),
    status: z.enum(PRESCRIPTION_STATUS, { error: msg.invalid }).optional(),
  }).strict().optional(),
});
export type TPrescriptionListQuery = z.infer<typeof ZPrescriptionListQuery>;
/** Spec §9: prescriptions page by 3 unless asked otherwise. */
export const PRESCRIPTIONS_PAGE_SIZE = PAGE_SIZE.prescriptions;

export const PRESCRIPTION_PDF_FORMATS = ['sheet', 'label'] as const;
export const ZPrescriptionPdfQuery = z.object({ format: z.enum(PRESCRIPTION_PDF_FORMATS, { error: msg.invalid }).default('sheet') });

export const ZPrescription = z.object({
  id: z.number(),
  clinic_id: z.number(),
  pet_id: z.number(),
  pet: z.object({ id: z.number(), nickname: z.string() }),
  record_id: z.number().nullable(),
  vet_id: z.number().nullable(),
  vet: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  drug: z.string(),
  strength: z.string().nullable(),
  dose: z.string(),
  unit: z.string(),
  route: z.string(),
  frequency: z.string(),
  duration_days: z.number().nullable(),
  quantity: z.string().nullable(),
  refills: z.number(),
  expires_on: z.string().nullable(),
  instructions: z.string().nullable(),
  status: z.enum(PRESCRIPTION_STATUS),
  status_reason: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  prescribed_at: z.string(),
  /** Active, written at the caller's clinic and not on a closed record: the caller's writes can succeed. */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPrescription = z.infer<typeof ZPrescription>;
