import { check, date, index, integer, pgTable, time, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinics } from './tenancy';
import { staffUsers } from './staff';

/**
 * A holiday or closure of one clinic (issue #22, migration 0016): clinic-local dates [start_date, end_date],
 * from `start_time` on the first day (else its start) until `end_time` on the last day (else its end).
 * Availability treats it as busy for every vet of the clinic; a trigger bumps the availability version.
 */
export const clinicClosures = pgTable('clinic_closures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  startTime: time('start_time'),
  endTime: time('end_time'),
  reason: varchar('reason', { length: 200 }).notNull(),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('clinic_closures_clinic_idx').on(t.clinicId, t.endDate),
  check('clinic_closures_date_order', sql`${t.endDate} >= ${t.startDate}`),
]);
