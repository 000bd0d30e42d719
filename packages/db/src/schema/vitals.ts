import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { pets } from './pets';
import { staffUsers } from './staff';
import { records } from './records';

/**
 * One set of vital signs of a pet (issue #14). Usually written inside a record; `record_id` may be null
 * (weighed at the desk, demo history) — a record's closed-record trigger guards the rows that have one.
 * Units are fixed in storage: grams, tenths of °C, tenths of a second (capillary refill); the clinic's
 * preference (vitals_settings) only changes how they are shown and typed.
 */
export const vitals = pgTable('vitals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  recordId: integer('record_id').references(() => records.id, { onDelete: 'cascade' }),
  measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
  weightGrams: integer('weight_grams'),
  temperatureDc: smallint('temperature_dc'),
  heartRate: smallint('heart_rate'),
  respiratoryRate: smallint('respiratory_rate'),
  crtDs: smallint('crt_ds'),
  mucousMembranes: varchar('mucous_membranes', { length: 16 }),
  painScore: smallint('pain_score'),
  bcs: smallint('bcs'),
  /** The scale the body condition score was given on (5 or 9): a later change of preference keeps old scores readable. */
  bcsScale: smallint('bcs_scale'),
  bpSystolic: smallint('bp_systolic'),
  bpDiastolic: smallint('bp_diastolic'),
  bpMean: smallint('bp_mean'),
  bpMethod: varchar('bp_method', { length: 16 }),
  notes: text('notes'),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('vitals_pet_idx').on(t.petId, t.measuredAt),
  index('vitals_record_idx').on(t.recordId),
  check('vitals_bcs_scale_check', sql`${t.bcsScale} IS NULL OR ${t.bcsScale} IN (5, 9)`),
]);

/** How a clinic shows and types vitals. No row: the default for the clinic's country (°F in the US). */
export const vitalsSettings = pgTable('vitals_settings', {
  clinicId: integer('clinic_id').primaryKey().references(() => clinics.id, { onDelete: 'cascade' }),
  temperatureUnit: varchar('temperature_unit', { length: 1 }).notNull(),
  bcsScale: smallint('bcs_scale').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('vitals_settings_unit_check', sql`${t.temperatureUnit} IN ('c', 'f')`),
  check('vitals_settings_bcs_check', sql`${t.bcsScale} IN (5, 9)`),
]);

export interface AnesthesiaDrug {
  phase: 'premedication' | 'induction' | 'maintenance';
  name: string;
  dose: number;
  unit: string;
  route: string | null;
  given_at: string | null;
}

/** The anesthesia session of a record (at most one): ASA class, drugs by phase, start and end. */
export const anesthesiaSessions = pgTable('anesthesia_sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  recordId: integer('record_id').notNull().references(() => records.id, { onDelete: 'cascade' }),
  asaClass: varchar('asa_class', { length: 3 }).notNull(),
  asaEmergency: boolean('asa_emergency').notNull().default(false),
  drugs: jsonb('drugs').$type<AnesthesiaDrug[]>().notNull().default(sql`'[]'::jsonb`),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  notes: text('notes'),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('anesthesia_sessions_record_uq').on(t.recordId),
  check('anesthesia_sessions_asa_check', sql`${t.asaClass} IN ('I', 'II', 'III', 'IV', 'V')`),
]);

/** One reading during anesthesia (every few minutes). `record_id` is the session's, so the closed-record trigger applies. */
export const anesthesiaMeasurements = pgTable('anesthesia_measurements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sessionId: integer('session_id').notNull().references(() => anesthesiaSessions.id, { onDelete: 'cascade' }),
  recordId: integer('record_id').notNull().references(() => records.id, { onDelete: 'cascade' }),
  measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
  heartRate: smallint('heart_rate'),
  respiratoryRate: smallint('respiratory_rate'),
  spo2: smallint('spo2'),
  etco2: smallint('etco2'),
  temperatureDc: smallint('temperature_dc'),
  bpSystolic: smallint('bp_systolic'),
  bpDiastolic: smallint('bp_diastolic'),
  bpMean: smallint('bp_mean'),
  /** Vaporiser setting in tenths of a percent (isoflurane 1.5 % → 15). */
  anestheticPctX10: smallint('anesthetic_pct_x10'),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('anesthesia_measurements_session_idx').on(t.sessionId, t.measuredAt)]);
