import { z } from 'zod';
import { ZPageQuery, msg, zId, zOptionalString, zRequiredString } from './common';

export const LAB_KINDS = ['in_house', 'reference'] as const;
export const LAB_ADAPTERS = ['drop_folder', 'mllp', 'http'] as const;
export const LAB_ORDER_STATUSES = ['sending', 'sent', 'send_failed', 'partial', 'final', 'cancelled'] as const;
export const LAB_MESSAGE_STATUSES = ['received', 'filed', 'queued', 'dismissed', 'duplicate'] as const;
export const LAB_FLAGS = ['H', 'L', 'HH', 'LL', 'A'] as const;

/** Why a message is in the review queue; each has a sentence under labs.reason.<code> in the locale files. */
export const LAB_QUEUE_REASONS = [
  'empty', 'not_hl7', 'bad_delimiters', 'bad_segment', 'not_oru', 'missing_control_id', 'no_order', 'obx_without_obr',
  'no_results', 'no_matching_order', 'processing_error',
] as const;

export interface LabAnalyte { code: string; name: string; units: string }
export interface LabPanel { code: string; name_key: string; loinc: string | null; analytes: LabAnalyte[] }

/**
 * The panels a clinic can order (issue #20): codes are LOINC where one exists, else the common analyser
 * abbreviation the labs print. Results are filed under whatever code the lab sends (OBX-3), so a lab that uses
 * its own codes still files; the catalogue only says what is ordered.
 */
export const LAB_PANELS: LabPanel[] = [
  {
    code: 'CHEM12', name_key: 'labs.panel.chemistry', loinc: '24323-8', analytes: [
      { code: '1751-7', name: 'Albumin', units: 'g/dL' },
      { code: '6768-6', name: 'ALP', units: 'U/L' },
      { code: '1742-6', name: 'ALT', units: 'U/L' },
      { code: '3094-0', name: 'BUN', units: 'mg/dL' },
      { code: '2160-0', name: 'Creatinine', units: 'mg/dL' },
      { code: '2345-7', name: 'Glucose', units: 'mg/dL' },
      { code: '2885-2', name: 'Total protein', units: 'g/dL' },
      { code: '10834-0', name: 'Globulin', units: 'g/dL' },
      { code: '2093-3', name: 'Cholesterol', units: 'mg/dL' },
      { code: '1975-2', name: 'Total bilirubin', units: 'mg/dL' },
      { code: '17861-6', name: 'Calcium', units: 'mg/dL' },
      { code: '2777-1', name: 'Phosphorus', units: 'mg/dL' },
    ],
  },
  {
    code: 'CBC', name_key: 'labs.panel.cbc', loinc: '58410-2', analytes: [
      { code: '6690-2', name: 'WBC', units: '10^3/uL' },
      { code: '789-8', name: 'RBC', units: '10^6/uL' },
      { code: '718-7', name: 'Hemoglobin', units: 'g/dL' },
      { code: '4544-3', name: 'Hematocrit', units: '%' },
      { code: '777-3', name: 'Platelets', units: '10^3/uL' },
      { code: '751-8', name: 'Neutrophils', units: '10^3/uL' },
      { code: '731-0', name: 'Lymphocytes', units: '10^3/uL' },
    ],
  },
  { code: 'T4', name_key: 'labs.panel.t4', loinc: '3026-2', analytes: [{ code: '3026-2', name: 'Total T4', units: 'ug/dL' }] },
  {
    code: 'UA', name_key: 'labs.panel.urinalysis', loinc: '24356-8', analytes: [
      { code: '2965-2', name: 'Urine specific gravity', units: '' },
      { code: '2756-5', name: 'Urine pH', units: '' },
      { code: '2888-6', name: 'Urine protein', units: 'mg/dL' },
      { code: '2350-7', name: 'Urine glucose', units: 'mg/dL' },
    ],
  },
];
export const LAB_PANEL_CODES = LAB_PANELS.map((p) => p.code) as [string, ...string[]];

const ZHost = z.string().trim().max(253, { error: msg.tooLong }).regex(/^[A-Za-z0-9.-]+$|^\[?[0-9a-fA-F:]+\]?$/, { error: msg.invalid });

/** Adapter settings, checked against the adapter chosen (host and port for MLLP, an https/http URL for HTTP). */
export const ZLabSettings = z.object({
  host: ZHost.optional(),
  port: z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid }).min(1, { error: msg.invalid }).max(65535, { error: msg.invalid }).optional(),
  url: z.string().trim().max(500, { error: msg.tooLong }).url({ error: msg.invalid }).refine((u) => /^https?:\/\//.test(u), { error: msg.invalid }).optional(),
  auth_header: z.string().trim().max(500, { error: msg.tooLong }).optional(),
  timeout_ms: z.coerce.number().int().min(500).max(60_000).optional(),
}).strict();

const ZFacility = zRequiredString(60).regex(/^[^|^~\\&\r\n]+$/, { error: msg.invalid });

export const ZLabIntegrationInput = z.object({
  name: zRequiredString(120),
  kind: z.enum(LAB_KINDS, { error: msg.invalid }),
  adapter: z.enum(LAB_ADAPTERS, { error: msg.invalid }),
  settings: ZLabSettings.default({}),
  sending_facility: ZFacility,
  receiving_facility: ZFacility,
  active: z.boolean().default(true),
}).superRefine((v, ctx) => {
  if (v.adapter === 'mllp') {
    if (!v.settings.host) ctx.addIssue({ code: 'custom', path: ['settings', 'host'], message: msg.required });
    if (!v.settings.port) ctx.addIssue({ code: 'custom', path: ['settings', 'port'], message: msg.required });
  }
  if (v.adapter === 'http' && !v.settings.url) ctx.addIssue({ code: 'custom', path: ['settings', 'url'], message: msg.required });
});
export type TLabIntegrationInput = z.output<typeof ZLabIntegrationInput>;

export const ZLabIntegration = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  kind: z.enum(LAB_KINDS),
  adapter: z.enum(LAB_ADAPTERS),
  settings: z.object({ host: z.string().optional(), port: z.number().optional(), url: z.string().optional(), has_auth_header: z.boolean(), timeout_ms: z.number().optional() }),
  sending_facility: z.string(),
  receiving_facility: z.string(),
  active: z.boolean(),
  /** Where the dev/drop-folder adapter writes orders and reads results (on the server). */
  drop_folder: z.object({ outbox: z.string(), inbox: z.string() }).nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TLabIntegration = z.infer<typeof ZLabIntegration>;

/** Returned once, when an integration is created or its token rotated: the bearer token for POST /labs/inbound. */
export const ZLabIntegrationWithToken = ZLabIntegration.extend({ inbound_token: z.string() });

export const ZLabIntegrationListQuery = ZPageQuery.extend({
  filter: z.object({ search: z.string().trim().max(100, { error: msg.tooLong }).optional(), archived: z.enum(['0', '1']).optional() }).strict().optional(),
});
export type TLabIntegrationListQuery = z.infer<typeof ZLabIntegrationListQuery>;

export const ZLabPanel = z.object({
  code: z.string(), name_key: z.string(), loinc: z.string().nullable(),
  analytes: z.array(z.object({ code: z.string(), name: z.string(), units: z.string() })),
});

export const ZLabOrderInput = z.object({
  integration_id: zId,
  pet_id: zId,
  record_id: zId.nullish(),
  panel_code: z.enum(LAB_PANEL_CODES, { error: msg.invalid }),
  notes: zOptionalString(500),
});
export type TLabOrderInput = z.output<typeof ZLabOrderInput>;

export const ZLabResult = z.object({
  id: z.number(),
  order_id: z.number(),
  pet_id: z.number(),
  record_id: z.number().nullable(),
  analyte_code: z.string(),
  analyte_name: z.string(),
  value: z.string(),
  numeric_value: z.number().nullable(),
  units: z.string().nullable(),
  reference_range: z.string().nullable(),
  ref_low: z.number().nullable(),
  ref_high: z.number().nullable(),
  abnormal_flag: z.enum(LAB_FLAGS).nullable(),
  result_status: z.string().nullable(),
  notes: z.string().nullable(),
  observed_at: z.string(),
});
export type TLabResult = z.infer<typeof ZLabResult>;

export const ZLabOrder = z.object({
  id: z.number(),
  clinic_id: z.number(),
  integration: z.object({ id: z.number(), name: z.string() }),
  pet: z.object({ id: z.number(), nickname: z.string() }),
  record_id: z.number().nullable(),
  vet: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  panel_code: z.string(),
  panel_name: z.string(),
  placer_order_number: z.string(),
  filler_order_number: z.string().nullable(),
  status: z.enum(LAB_ORDER_STATUSES),
  send_error: z.string().nullable(),
  notes: z.string().nullable(),
  sent_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  results: z.array(ZLabResult),
});
export type TLabOrder = z.infer<typeof ZLabOrder>;

export const ZLabOrderListQuery = ZPageQuery.extend({
  filter: z.object({
    pet_id: zId.optional(),
    record_id: zId.optional(),
    status: z.enum(LAB_ORDER_STATUSES).optional(),
    search: z.string().trim().max(100, { error: msg.tooLong }).optional(),
  }).strict().optional(),
});
export type TLabOrderListQuery = z.infer<typeof ZLabOrderListQuery>;

export const ZLabMessage = z.object({
  id: z.number(),
  integration: z.object({ id: z.number(), name: z.string() }),
  source: z.enum(['http', 'drop_folder']),
  status: z.enum(LAB_MESSAGE_STATUSES),
  reason_code: z.string().nullable(),
  reason_detail: z.string().nullable(),
  control_id: z.string().nullable(),
  order_id: z.number().nullable(),
  raw: z.string(),
  received_at: z.string(),
  processed_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type TLabMessage = z.infer<typeof ZLabMessage>;

export const ZLabMessageListQuery = ZPageQuery.extend({
  filter: z.object({
    status: z.enum(LAB_MESSAGE_STATUSES).optional(),
    search: z.string().trim().max(100, { error: msg.tooLong }).optional(),
  }).strict().optional(),
});
export type TLabMessageListQuery = z.infer<typeof ZLabMessageListQuery>;

export const ZLabMessageMatchInput = z.object({ order_id: zId });

/** What POST /labs/inbound answers: the stored message, where it ended, and the HL7 ACK to hand back to the lab. */
export const ZLabInboundResult = z.object({
  message_id: z.number(),
  status: z.enum(LAB_MESSAGE_STATUSES),
  reason_code: z.string().nullable(),
  ack: z.string(),
});

export const ZLabSeriesQuery = z.object({ analyte_code: z.string().trim().min(1, { error: msg.required }).max(40, { error: msg.tooLong }) });
export const ZLabAnalyteSummary = z.object({ analyte_code: z.string(), analyte_name: z.string(), units: z.string().nullable(), count: z.number(), last_observed_at: z.string() });
