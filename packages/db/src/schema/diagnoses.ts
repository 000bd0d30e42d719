import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { pets } from './pets';
import { staffUsers } from './staff';
import { records } from './records';

/**
 * A clinic's diagnosis catalogue (issue #14). Seeded from our own built-in list (`repo_key` names the entry
 * it was copied from, so copying again adds only what is missing); the clinic edits its copy freely.
 * `species` holds hints ('dog', 'cat', …; empty = any species). Deactivated entries stay on old records.
 */
export const diagnoses = pgTable('diagnoses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  repoKey: varchar('repo_key', { length: 80 }),
  name: varchar('name', { length: 200 }).notNull(),
  description: text('description'),
  recommendation: text('recommendation'),
  code: varchar('code', { length: 40 }),
  category: varchar('category', { length: 60 }),
  species: text('species').array().notNull().default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('diagnoses_clinic_idx').on(t.clinicId, t.name),
  uniqueIndex('diagnoses_clinic_repo_uq').on(t.clinicId, t.repoKey).where(sql`"repo_key" IS NOT NULL`),
  // Search-as-you-type: ILIKE '%…%' on name and code uses this trigram index (migration 0022).
  index('diagnoses_search_trgm').using('gin', sql`(${t.name} || ' ' || coalesce(${t.code}, '')) gin_trgm_ops`),
]);

export const RECORD_DIAGNOSIS_KINDS = ['differential', 'final'] as const;
export type RecordDiagnosisKind = (typeof RECORD_DIAGNOSIS_KINDS)[number];

/**
 * A diagnosis written on a record: from the catalogue (its name is copied, so renaming the catalogue
 * entry later never rewrites history) or free text. Immutable while the record is closed (trigger).
 */
export const recordDiagnoses = pgTable('record_diagnoses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recordId: integer('record_id').notNull().references(() => records.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 16 }).$type<RecordDiagnosisKind>().notNull(),
  diagnosisId: integer('diagnosis_id').references(() => diagnoses.id, { onDelete: 'set null' }),
  name: varchar('name', { length: 200 }).notNull(),
  notes: text('notes'),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('record_diagnoses_kind_check', sql`${t.kind} IN ('differential', 'final')`),
  index('record_diagnoses_record_idx').on(t.recordId, t.id),
]);

export const PROBLEM_STATUSES = ['active', 'resolved', 'chronic'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

/**
 * The pet's problem list, shared by the group's clinics as the pet is. A final diagnosis on a record adds
 * its problem here (once per catalogue entry or name while not resolved); the list stays editable after
 * the record closes, so `source_record_id` is a plain link, not a record-owned row.
 */
export const petProblems = pgTable('pet_problems', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  diagnosisId: integer('diagnosis_id').references(() => diagnoses.id, { onDelete: 'set null' }),
  name: varchar('name', { length: 200 }).notNull(),
  status: varchar('status', { length: 16 }).$type<ProblemStatus>().notNull().default('active'),
  onsetDate: date('onset_date'),
  notes: text('notes'),
  sourceRecordId: integer('source_record_id').references(() => records.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('pet_problems_status_check', sql`${t.status} IN ('active', 'resolved', 'chronic')`),
  index('pet_problems_pet_idx').on(t.petId),
]);
