import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';
import { appointments } from './appointments';

/**
 * A checked-in appointment on the patient whiteboard (issue #14): one per appointment. `version` increases on
 * every stage change; `entered_stage_at` drives the time-in-stage the board shows.
 */
export const visits = pgTable('visits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
  stage: varchar('stage', { length: 24 }).notNull().default('checked_in'),
  enteredStageAt: timestamp('entered_stage_at', { withTimezone: true }).notNull().defaultNow(),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  checkedInBy: integer('checked_in_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  dischargedAt: timestamp('discharged_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('visits_appointment_uq').on(t.appointmentId),
  index('visits_clinic_checked_in_idx').on(t.clinicId, t.checkedInAt),
  index('visits_clinic_open_idx').on(t.clinicId).where(sql`"stage" <> 'discharged'`),
  check('visits_stage_check', sql`${t.stage} IN ('checked_in', 'waiting', 'in_consultation', 'in_treatment', 'ready_for_discharge', 'discharged')`),
]);

/**
 * Every stage change of a visit: the check-in, each move, each undo (who, when, from, to). `previous_entered_at`
 * lets an undo restore the time the visit had been in its earlier stage; `undone_at` marks a move undone.
 */
export const visitStageChanges = pgTable('visit_stage_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  visitId: integer('visit_id').notNull().references(() => visits.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 8 }).notNull(),
  fromStage: varchar('from_stage', { length: 24 }),
  toStage: varchar('to_stage', { length: 24 }).notNull(),
  previousEnteredAt: timestamp('previous_entered_at', { withTimezone: true }),
  changedBy: integer('changed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
}, (t) => [
  index('visit_stage_changes_visit_idx').on(t.visitId, t.id),
  check('visit_stage_changes_kind_check', sql`${t.kind} IN ('check_in', 'move', 'undo')`),
]);
