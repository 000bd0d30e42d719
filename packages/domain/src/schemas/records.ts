import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { ZPageQuery, msg, zId, zIsoDate, zOptionalString, zQueryArray, zRequiredString } from './common';

/*
 * Medical records (issue #14): templates (ordered sections of typed fields), records written with a copy of
 * their template (template_snapshot), per-field values with their own version (last writer wins per field,
 * a stale version is a 409 with the current values), and the history of every change.
 */

export const RECORD_PAGE_SIZE = PAGE_SIZE.common;

// ---------- statuses ----------

export const RECORD_STATUSES = ['draft', 'in_progress', 'completed', 'closed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
/** Statuses in which a record can still be written. */
export const OPEN_RECORD_STATUSES: readonly RecordStatus[] = ['draft', 'in_progress', 'completed'];

/**
 * Allowed moves of PUT /record/{id}/change-status. Closing is allowed from every open status; a completed
 * record can go back to in progress; nothing goes back to draft. A closed record only leaves through
 * POST /records/{id}/reopen (reason + records.reopen), which puts it in progress.
 */
export const RECORD_TRANSITIONS: Record<RecordStatus, readonly RecordStatus[]> = {
  draft: ['in_progress', 'completed', 'closed'],
  in_progress: ['completed', 'closed'],
  completed: ['in_progress', 'closed'],
  closed: [],
};
export const canTransitionRecord = (from: RecordStatus, to: RecordStatus) => RECORD_TRANSITIONS[from].includes(to);

// ---------- templates ----------

export const RECORD_FIELD_TYPES = ['markdown', 'number', 'select', 'multiselect', 'checkbox', 'date', 'vitals', 'diagnoses', 'prescriptions', 'items', 'anesthesia'] as const;
export type RecordFieldType = (typeof RECORD_FIELD_TYPES)[number];
/** Field types whose data lives in their own module (own API, own tables); they hold no value in record_field_values. */
export const RECORD_BLOCK_FIELD_TYPES: readonly RecordFieldType[] = ['vitals', 'diagnoses', 'prescriptions', 'items', 'anesthesia'];
export const isBlockFieldType = (t: RecordFieldType) => RECORD_BLOCK_FIELD_TYPES.includes(t);

/** Longest markdown value of one field (characters). */
export const RECORD_MARKDOWN_MAX = 20_000;
export const RECORD_MAX_SECTIONS = 30;
export const RECORD_MAX_FIELDS_PER_SECTION = 40;
export const RECORD_MAX_OPTIONS = 50;

/** Field and section keys: stable identifiers values are stored by (lowercase, digits, underscore). */
export const zRecordKey = z.string({ error: msg.required }).trim().regex(/^[a-z][a-z0-9_]{0,79}$/, { error: msg.invalid });

export const ZRecordTemplateField = z.object({
  key: zRecordKey,
  label: zRequiredString(160),
  type: z.enum(RECORD_FIELD_TYPES, { error: msg.invalid }),
  unit: z.string().trim().max(20, { error: msg.tooLong }).optional(),
  options: z.array(zRequiredString(120)).max(RECORD_MAX_OPTIONS, { error: msg.max }).optional(),
  required: z.boolean().optional(),
  help: z.string().trim().max(500, { error: msg.tooLong }).optional(),
}).superRefine((f, ctx) => {
  if ((f.type === 'select' || f.type === 'multiselect') && (!f.options || f.options.length === 0)) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: msg.required });
  }
  if (f.options && new Set(f.options).size !== f.options.length) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: msg.invalid });
  }
});
export type TRecordTemplateField = z.infer<typeof ZRecordTemplateField>;

export const ZRecordTemplateSection = z.object({
  key: zRecordKey,
  title: zRequiredString(160),
  fields: z.array(ZRecordTemplateField).max(RECORD_MAX_FIELDS_PER_SECTION, { error: msg.max }),
});
export type TRecordTemplateSection = z.infer<typeof ZRecordTemplateSection>;

/** Sections of a template; section keys and field keys are unique across the whole template. */
export const ZRecordTemplateSections = z.array(ZRecordTemplateSection)
  .min(1, { error: msg.required })
  .max(RECORD_MAX_SECTIONS, { error: msg.max })
  .superRefine((sections, ctx) => {
    const sectionKeys = new Set<string>();
    const fieldKeys = new Set<string>();
    sections.forEach((s, si) => {
      if (sectionKeys.has(s.key)) ctx.addIssue({ code: 'custom', path: [si, 'key'], message: msg.invalid });
      sectionKeys.add(s.key);
      s.fields.forEach((f, fi) => {
        if (fieldKeys.has(f.key)) ctx.addIssue({ code: 'custom', path: [si, 'fields', fi, 'key'], message: msg.invalid });
        fieldKeys.add(f.key);
      });
    });
  });

export const ZRecordTemplateInput = z.object({
  name: zRequiredString(120),
  description: zOptionalString(2000),
  is_default: z.boolean().default(false),
  sections: ZRecordTemplateSections,
});
export type TRecordTemplateInput = z.input<typeof ZRecordTemplateInput>;
export type TRecordTemplateInputParsed = z.output<typeof ZRecordTemplateInput>;

/** PUT /record-templates/{id}: only what is sent changes; every edit bumps the template's version. */
export const ZRecordTemplateUpdateInput = z.object({
  name: zRequiredString(120),
  description: zOptionalString(2000),
  is_default: z.boolean(),
  sections: ZRecordTemplateSections,
}).partial();
export type TRecordTemplateUpdateInput = z.input<typeof ZRecordTemplateUpdateInput>;
export type TRecordTemplateUpdateInputParsed = z.output<typeof ZRecordTemplateUpdateInput>;

export const ZRecordTemplateListQuery = ZPageQuery.extend({
  filter: z.object({
    search: z.string().trim().max(100, { error: msg.tooLong }).optional(),
    /** Archived templates are left out unless asked for. */
    archived: z.enum(['0', '1']).optional(),
  }).strict().optional(),
});
export type TRecordTemplateListQuery = z.infer<typeof ZRecordTemplateListQuery>;

export const ZRecordTemplate = z.object({
  id: z.number(),
  clinic_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  repo_key: z.string().nullable(),
  is_default: z.boolean(),
  sections: z.array(ZRecordTemplateSection),
  version: z.number(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRecordTemplate = z.infer<typeof ZRecordTemplate>;

/** Keys of the built-in repository (written by us). */
export const RECORD_REPO_KEYS = ['soap', 'vaccination', 'surgery', 'dental', 'hospitalisation_day', 'euthanasia'] as const;
export type RecordRepoKey = (typeof RECORD_REPO_KEYS)[number];

/** GET /record-templates/repository: the built-in templates, named in the caller's language. */
export const ZRecordRepoTemplate = z.object({
  repo_key: z.enum(RECORD_REPO_KEYS),
  name: z.string(),
  description: z.string(),
  /** The repository's default (SOAP consultation). */
  is_default: z.boolean(),
  sections: z.array(ZRecordTemplateSection),
  /** The clinic already has a (non-archived) copy of it. */
  copied: z.boolean(),
});
export type TRecordRepoTemplate = z.infer<typeof ZRecordRepoTemplate>;

/** POST /record-templates/copy-from-repo: copied in the clinic's default language unless one is given. */
export const ZRecordTemplateCopyInput = z.object({
  repo_keys: z.array(z.enum(RECORD_REPO_KEYS, { error: msg.invalid })).min(1, { error: msg.required }).max(RECORD_REPO_KEYS.length),
  language: z.string().trim().max(10).optional(),
});
export type TRecordTemplateCopyInput = z.infer<typeof ZRecordTemplateCopyInput>;

// ---------- records ----------

export const ZRecordFieldValue = z.object({
  field_key: z.string(),
  value: z.unknown(),
  /** Starts at 1 on the first write; a field never written has no row (version 0 for the client). */
  version: z.number(),
  updated_at: z.string(),
  updated_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
});
export type TRecordFieldValue = z.infer<typeof ZRecordFieldValue>;

export const ZRecordAppointment = z.object({
  id: z.number(),
  clinic_id: z.number(),
  status: z.number(),
  datetime_start_utc: z.string(),
  datetime_end_utc: z.string(),
  vet: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  services: z.array(z.string()),
});
export type TRecordAppointment = z.infer<typeof ZRecordAppointment>;

const zPerson = z.object({ id: z.number(), full_name: z.string() });

export const ZRecordListItem = z.object({
  id: z.number(),
  clinic_id: z.number(),
  clinic_name: z.string(),
  pet: z.object({ id: z.number(), nickname: z.string(), species: z.string().nullable() }),
  client: zPerson.nullable(),
  vet: zPerson.nullable(),
  template: z.object({ id: z.number(), name: z.string() }).nullable(),
  title: z.string(),
  status: z.enum(RECORD_STATUSES),
  recorded_at: z.string(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
  version: z.number(),
  /** quick-search/search: a short excerpt of where the text matched, if not in the title or names. */
  match: z.string().nullable().optional(),
});
export type TRecordListItem = z.infer<typeof ZRecordListItem>;

export const ZRecord = ZRecordListItem.extend({
  pet_id: z.number(),
  client_id: z.number().nullable(),
  vet_id: z.number().nullable(),
  template_id: z.number().nullable(),
  template_snapshot: z.array(ZRecordTemplateSection),
  client_summary: z.string().nullable(),
  closed_by: zPerson.nullable(),
  created_by: zPerson.nullable(),
  created_at: z.string(),
  fields: z.array(ZRecordFieldValue),
  appointments: z.array(ZRecordAppointment),
  /** The caller may write it: at the caller's active clinic, not closed, and the caller has records.manage. */
  writable: z.boolean(),
  /** Tasks created from / linked to the record. */
  tasks: z.array(z.object({ id: z.number(), title: z.string(), status: z.number() })),
  /** Filled by the vitals and anesthesia modules (merged later); absent until then. */
  vitals: z.unknown().optional(),
  anesthesia: z.unknown().optional(),
});
export type TRecord = z.infer<typeof ZRecord>;

const zRecordFilters = {
  pet_id: zId.optional(),
  client_id: zId.optional(),
  vet_id: zId.optional(),
  template_id: zId.optional(),
  /** Records covering this appointment (at most one). */
  appointment_id: zId.optional(),
  /** Records carrying this tag. */
  tag_id: zId.optional(),
  status: zQueryArray(z.array(z.enum(RECORD_STATUSES, { error: msg.invalid })).max(4)).optional(),
  /** Clinic-local dates, inclusive. */
  date_from: zIsoDate.optional(),
  date_to: zIsoDate.optional(),
};

/** GET /records (page size 15, newest first). */
export const ZRecordListQuery = ZPageQuery.extend({
  filter: z.object(zRecordFilters).strict().optional(),
});
export type TRecordListQuery = z.infer<typeof ZRecordListQuery>;

/** GET /records/quick-search?q=… (as you type: pet, client, title, record text; at most `limit` hits). */
export const ZRecordQuickSearchQuery = z.object({
  q: z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(100, { error: msg.tooLong }),
  limit: z.coerce.number().int().min(1).max(30).default(10),
});
export type TRecordQuickSearchQuery = z.infer<typeof ZRecordQuickSearchQuery>;

/** GET /records/search: every filter of the list plus free text (pet, client, title, summary, field values). */
export const ZRecordSearchQuery = ZPageQuery.extend({
  filter: z.object({
    ...zRecordFilters,
    text: z.string().trim().max(200, { error: msg.tooLong }).optional(),
  }).strict().optional(),
  sort: z.enum(['recorded_at', '-recorded_at', 'updated_at', '-updated_at']).default('-recorded_at'),
});
export type TRecordSearchQuery = z.infer<typeof ZRecordSearchQuery>;

/** POST /records: from a pet, or from an appointment (then linked to it; pet and vet taken from it). */
export const ZRecordCreateInput = z.object({
  pet_id: zId.optional(),
  appointment_id: zId.optional(),
  /** Defaults to the clinic's default template. */
  template_id: zId.optional(),
  vet_id: zId.nullish(),
  /** Defaults to the template's name. */
  title: zOptionalString(200),
  recorded_at: z.iso.datetime({ offset: true, error: 'validation.datetime' }).optional(),
}).superRefine((v, ctx) => {
  if (!v.pet_id && !v.appointment_id) ctx.addIssue({ code: 'custom', path: ['pet_id'], message: msg.required });
});
export type TRecordCreateInput = z.input<typeof ZRecordCreateInput>;
export type TRecordCreateInputParsed = z.output<typeof ZRecordCreateInput>;

/**
 * One field write: `version` is the version the writer last saw (0 for a field never written). A stale
 * version refuses the whole request with 409 `record_field_conflict` and the current values of the
 * conflicting fields; nothing of the request is saved (atomic).
 */
export const ZRecordFieldWrite = z.object({
  field_key: z.string({ error: msg.required }).trim().min(1, { error: msg.required }).max(80, { error: msg.tooLong }),
  value: z.unknown(),
  version: z.number({ error: msg.required }).int({ error: msg.invalid }).min(0, { error: msg.invalid }),
});
export type TRecordFieldWrite = z.infer<typeof ZRecordFieldWrite>;

const zFieldWrites = z.array(ZRecordFieldWrite).max(400, { error: msg.max }).superRefine((fields, ctx) => {
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (seen.has(f.field_key)) ctx.addIssue({ code: 'custom', path: [i, 'field_key'], message: msg.invalid });
    seen.add(f.field_key);
  });
});

/** The record's own columns that save-values may change (last writer wins; no per-field version). */
export const ZRecordAssociatedFields = z.object({
  title: zRequiredString(200),
  client_summary: zOptionalString(RECORD_MARKDOWN_MAX),
  vet_id: zId.nullable(),
  recorded_at: z.iso.datetime({ offset: true, error: 'validation.datetime' }),
}).partial().strict();
export type TRecordAssociatedFields = z.infer<typeof ZRecordAssociatedFields>;

/** POST /patients/{petId}/{recordId}/save-values (spec §3: associatedFields, closeRecord, fields). */
export const ZRecordSaveValuesInput = z.object({
  associatedFields: ZRecordAssociatedFields.optional(),
  closeRecord: z.boolean().default(false),
  fields: zFieldWrites.default([]),
  /** With closeRecord: task templates to create tasks from (linked to the record). */
  task_template_ids: z.array(zId).max(20).optional(),
});
export type TRecordSaveValuesInput = z.input<typeof ZRecordSaveValuesInput>;
export type TRecordSaveValuesInputParsed = z.output<typeof ZRecordSaveValuesInput>;

/** PUT /records/{id}/field-values */
export const ZRecordFieldValuesInput = z.object({ fields: zFieldWrites.min(1, { error: msg.required }) });
export type TRecordFieldValuesInput = z.infer<typeof ZRecordFieldValuesInput>;

/** Answer of save-values and field-values writes (and GET field-values). */
export const ZRecordFieldValuesResult = z.object({
  record_id: z.number(),
  record_version: z.number(),
  status: z.enum(RECORD_STATUSES),
  fields: z.array(ZRecordFieldValue),
});
export type TRecordFieldValuesResult = z.infer<typeof ZRecordFieldValuesResult>;

/** Body of the 409 `record_field_conflict` (besides message and code). */
export const ZRecordFieldConflict = z.object({
  message: z.string(),
  code: z.literal('record_field_conflict'),
  conflicts: z.array(ZRecordFieldValue.extend({ updated_at: z.string().nullable() })),
});
export type TRecordFieldConflict = z.infer<typeof ZRecordFieldConflict>;

/** PUT /record/{id}/change-status */
export const ZRecordStatusInput = z.object({
  status: z.enum(RECORD_STATUSES, { error: msg.invalid }),
  task_template_ids: z.array(zId).max(20).optional(),
});
export type TRecordStatusInput = z.infer<typeof ZRecordStatusInput>;

/** POST /records/{id}/close */
export const ZRecordCloseInput = z.object({ task_template_ids: z.array(zId).max(20).optional() });
export type TRecordCloseInput = z.infer<typeof ZRecordCloseInput>;

/** POST /records/{id}/reopen: a reason is required (kept in the history and the audit log). */
export const ZRecordReopenInput = z.object({ reason: zRequiredString(1000) });
export type TRecordReopenInput = z.infer<typeof ZRecordReopenInput>;

/** DELETE /records/{id}?payments=…: what happens to payments linked to the record (default delete). */
export const RECORD_PAYMENT_DISPOSITIONS = ['delete', 'keep'] as const;
export const ZRecordDeleteQuery = z.object({ payments: z.enum(RECORD_PAYMENT_DISPOSITIONS, { error: msg.invalid }).default('delete') });
export type TRecordDeleteQuery = z.infer<typeof ZRecordDeleteQuery>;

/** POST /records/{id}/duplicate: a new draft for the same pet with the same template snapshot and values. */
export const ZRecordDuplicateInput = z.object({ recorded_at: z.iso.datetime({ offset: true, error: 'validation.datetime' }).optional() });
export type TRecordDuplicateInput = z.infer<typeof ZRecordDuplicateInput>;

/** POST /records/{id}/attach-source-appointment */
export const ZRecordAttachAppointmentInput = z.object({ appointment_id: zId });
export type TRecordAttachAppointmentInput = z.infer<typeof ZRecordAttachAppointmentInput>;

/** POST /records/{id}/sync-client-communication: the client summary into the client's communications log. */
export const RECORD_COMMUNICATION_TYPES = ['email', 'other'] as const;
export const ZRecordSyncCommunicationInput = z.object({
  /** email: also mailed to the client through the outbox; other: only logged. */
  type: z.enum(RECORD_COMMUNICATION_TYPES, { error: msg.invalid }),
  subject: zOptionalString(200),
});
export type TRecordSyncCommunicationInput = z.input<typeof ZRecordSyncCommunicationInput>;

export const ZRecordSyncCommunicationResult = z.object({
  communication_id: z.number(),
  type: z.enum(RECORD_COMMUNICATION_TYPES),
  /** The mail was queued (type email and the client has an address). */
  emailed: z.boolean(),
});

export const ZRecordHistoryQuery = ZPageQuery;
export type TRecordHistoryQuery = z.infer<typeof ZRecordHistoryQuery>;

export const RECORD_HISTORY_ACTIONS = ['created', 'fields', 'details', 'status', 'closed', 'reopened', 'duplicated_from', 'appointment_attached', 'client_communication', 'deleted'] as const;

export const ZRecordHistoryEntry = z.object({
  id: z.number(),
  version: z.number(),
  action: z.string(),
  changed_by: zPerson.nullable(),
  changed_at: z.string(),
  reason: z.string().nullable(),
  /** Changed fields only: field keys (or record columns) to their value before / after. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TRecordHistoryEntry = z.infer<typeof ZRecordHistoryEntry>;

// ---------- value validation (shared by the editor and the API) ----------

/**
 * Checks one value against its template field; returns an i18n error key or null. `null` clears any field.
 * Numbers are finite; selects take one of the options (multiselect: a list of distinct options); dates are
 * yyyy-MM-dd; checkboxes booleans; markdown a string of at most RECORD_MARKDOWN_MAX characters. Block fields
 * (vitals, diagnoses, …) hold no value here.
 */
export function recordFieldValueError(field: Pick<TRecordTemplateField, 'type' | 'options'>, value: unknown): string | null {
  if (value === null) return isBlockFieldType(field.type) ? msg.invalid : null;
  switch (field.type) {
    case 'markdown':
      if (typeof value !== 'string') return msg.invalid;
      return value.length > RECORD_MARKDOWN_MAX ? msg.tooLong : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e12 ? null : msg.invalid;
    case 'select':
      return typeof value === 'string' && (field.options ?? []).includes(value) ? null : msg.invalid;
    case 'multiselect':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && (field.options ?? []).includes(v)) && new Set(value).size === value.length ? null : msg.invalid;
    case 'checkbox':
      return typeof value === 'boolean' ? null : msg.invalid;
    case 'date':
      return typeof value === 'string' && zIsoDate.safeParse(value).success ? null : 'validation.date';
    default:
      return msg.invalid;
  }
}

/** All fields of a snapshot by key. */
export function recordFieldsByKey(sections: readonly TRecordTemplateSection[]): Map<string, TRecordTemplateField> {
  const m = new Map<string, TRecordTemplateField>();
  for (const s of sections) for (const f of s.fields) m.set(f.key, f);
  return m;
}

// ---------- the pet's medical history timeline (issue #14) ----------

/** What the pet's timeline is made of: records, vitals readings, diagnoses on records, prescriptions. */
export const MEDICAL_HISTORY_KINDS = ['record', 'vitals', 'diagnosis', 'prescription'] as const;
export type MedicalHistoryKind = (typeof MEDICAL_HISTORY_KINDS)[number];

/** GET /patients/{petId}/medical-history (newest first, page size 15, filter by kinds). */
export const ZMedicalHistoryQuery = ZPageQuery.extend({
  filter: z.object({
    kind: zQueryArray(z.array(z.enum(MEDICAL_HISTORY_KINDS, { error: msg.invalid })).max(4)).optional(),
  }).strict().optional(),
});
export type TMedicalHistoryQuery = z.infer<typeof ZMedicalHistoryQuery>;

/**
 * One dated item of the timeline. `record_id` links it to its record (null for vitals or prescriptions taken
 * outside one); `data` holds what the kind shows (record: title, status; vitals: weight_grams, temperature_dc,
 * heart_rate, respiratory_rate; diagnosis: name, kind; prescription: drug, dose, unit, frequency, status).
 */
export const ZMedicalHistoryItem = z.object({
  kind: z.enum(MEDICAL_HISTORY_KINDS),
  id: z.number().int(),
  at: z.string(),
  record_id: z.number().int().nullable(),
  record_title: z.string().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type TMedicalHistoryItem = z.infer<typeof ZMedicalHistoryItem>;
