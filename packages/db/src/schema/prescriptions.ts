import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { pets } from './pets';
import { staffUsers } from './staff';
import { records } from './records';

export const PRESCRIPTION_STATUSES = ['ACTIVE', 'COMPLETED', 'CANCELLED'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/**
 * A prescription (issue #14): written at one clinic for a pet, optionally on a record (then immutable while
 * the record is closed, by the service and the trigger of migration 0022). The drug is free text until the
 * inventory issue links products. Only an ACTIVE prescription is edited or moved to COMPLETED/CANCELLED.
 */
export const prescriptions = pgTable('prescriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  recordId: integer('record_id').references(() => records.id),
  vetId: integer('vet_id').references(() => staffUsers.id),
  drug: varchar('drug', { length: 200 }).notNull(),
  strength: varchar('strength', { length: 80 }),
  dose: varchar('dose', { length: 40 }).notNull(),
  unit: varchar('unit', { length: 40 }).notNull(),
  route: varchar('route', { length: 20 }).notNull(),
  frequency: varchar('frequency', { length: 120 }).notNull(),
  durationDays: smallint('duration_days'),
  quantity: varchar('quantity', { length: 60 }),
  refills: smallint('refills').notNull().default(0),
  expiresOn: date('expires_on'),
  instructions: text('instructions'),
  status: varchar('status', { length: 12 }).$type<PrescriptionStatus>().notNull().default('ACTIVE'),
  statusReason: text('status_reason'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  prescribedAt: timestamp('prescribed_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('prescriptions_status_check', sql`${t.status} IN ('ACTIVE', 'COMPLETED', 'CANCELLED')`),
  check('prescriptions_refills_check', sql`${t.refills} BETWEEN 0 AND 99`),
  index('prescriptions_pet_idx').on(t.petId, t.status, t.prescribedAt),
  index('prescriptions_record_idx').on(t.recordId),
  index('prescriptions_clinic_idx').on(t.clinicId, t.prescribedAt),
]);
