import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { petParents, pets } from './pets';
import { staffUsers } from './staff';
import { appointments } from './appointments';

/**
 * One typed field of a record template section. `key` is stable for the template's life (values are
 * stored by it); blocks (vitals, diagnoses, prescriptions, items) are owned by their modules and are
 * rendered by them inside the editor.
 */
export interface RecordTemplateField {
  key: string;
  label: string;
  type: 'markdown' | 'number' | 'select' | 'multiselect' | 'checkbox' | 'date' | 'vitals' | 'diagnoses' | 'prescriptions' | 'items' | 'anesthesia';
  unit?: string;
  options?: string[];
  required?: boolean;
  help?: string;
}
export interface RecordTemplateSection { key: string; title: string; fields: RecordTemplateField[] }

/**
 * A clinic's record templates (issue #14). `repo_key` names the built-in template it was copied from;
 * `version` increases on every edit. A record keeps a copy of the sections it was written with
 * (records.template_snapshot), so editing a template never changes records already written.
 */
export const recordTemplates = pgTable('record_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description'),
  repoKey: varchar('repo_key', { length: 40 }),
  isDefault: boolean('is_default').notNull().default(false),
  sections: jsonb('sections').$type<RecordTemplateSection[]>().notNull(),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  index('record_templates_clinic_idx').on(t.clinicId),
  // At most one default template per clinic.
  uniqueIndex('record_templates_default_uq').on(t.clinicId).where(sql`"is_default" AND "archived_at" IS NULL`),
]);

export const RECORD_STATUSES = ['draft', 'in_progress', 'completed', 'closed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/**
 * A medical record: one pet, one clinic, written with one template. `client_id` is the pet's owner when the
 * record was started (pets change owners; the record stays with who was there). `version` increases on every
 * write (record_versions keeps before/after). A closed record is immutable until reopened with a reason.
 */
export const records = pgTable('records', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  clientId: integer('client_id').references(() => petParents.id),
  vetId: integer('vet_id').references(() => staffUsers.id),
  templateId: integer('template_id').references(() => recordTemplates.id, { onDelete: 'set null' }),
  templateSnapshot: jsonb('template_snapshot').$type<RecordTemplateSection[]>().notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  status: varchar('status', { length: 16 }).$type<RecordStatus>().notNull().default('draft'),
  /** Written for the client (discharge summary); sync-client-communication copies it to the communications log. */
  clientSummary: text('client_summary'),
  /** Clinic-local visit date and time the record is about (defaults to when it was started). */
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: integer('closed_by').references(() => staffUsers.id),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  check('records_status_check', sql`${t.status} IN ('draft', 'in_progress', 'completed', 'closed')`),
  index('records_pet_idx').on(t.petId, t.recordedAt),
  index('records_clinic_idx').on(t.clinicId, t.recordedAt),
  index('records_client_idx').on(t.clientId),
  index('records_vet_idx').on(t.vetId, t.recordedAt),
]);

/** The appointments a record covers (attach-source-appointment); an appointment belongs to one record at most. */
export const recordAppointments = pgTable('record_appointments', {
  recordId: integer('record_id').notNull().references(() => records.id, { onDelete: 'cascade' }),
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.recordId, t.appointmentId] }), uniqueIndex('record_appointments_appointment_uq').on(t.appointmentId)]);

/**
 * A record's field values, one row per field key: `version` increases on every write of that field, so two
 * tabs saving the same record lose nothing (last writer wins per field; a stale version is a 409).
 */
export const recordFieldValues = pgTable('record_field_values', {
  recordId: integer('record_id').notNull().references(() => records.id, { onDelete: 'cascade' }),
  fieldKey: varchar('field_key', { length: 80 }).notNull(),
  value: jsonb('value'),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => staffUsers.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.recordId, t.fieldKey] })]);

/** Every change of a record (fields, status, attachments): who, when, what before and after. */
export const recordVersions = pgTable('record_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recordId: integer('record_id').notNull().references(() => records.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  action: varchar('action', { length: 40 }).notNull(),
  changedBy: integer('changed_by').references(() => staffUsers.id),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  reason: text('reason'),
  before: jsonb('before'),
  after: jsonb('after'),
}, (t) => [index('record_versions_record_idx').on(t.recordId, t.id)]);
