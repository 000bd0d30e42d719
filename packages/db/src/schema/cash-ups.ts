import { bigint, date, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinics } from './tenancy';
import { staffUsers } from './staff';

/** One payment method's line of a closed day: how many payments and their total (net of refunds once they exist). */
export interface CashUpTotalRow { method: number; count: number; total: number }

/**
 * A closed day (issue #16, migration 0038): the cash counted in the drawer, the cash the payments say should be
 * there, the difference, and a snapshot of each method's totals at closing. One per clinic and clinic-local day;
 * never changed or deleted (trigger `cash_ups_immutable`).
 */
export const cashUps = pgTable('cash_ups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  day: date('day', { mode: 'string' }).notNull(),
  currency: varchar('currency', { length: 8 }).notNull(),
  countedCashMinor: bigint('counted_cash_minor', { mode: 'number' }).notNull(),
  expectedCashMinor: bigint('expected_cash_minor', { mode: 'number' }).notNull(),
  differenceMinor: bigint('difference_minor', { mode: 'number' }).notNull(),
  totals: jsonb('totals').$type<CashUpTotalRow[]>().notNull().default(sql`'[]'::jsonb`),
  note: varchar('note', { length: 500 }),
  closedBy: integer('closed_by').references(() => staffUsers.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('cash_ups_clinic_day_uq').on(t.clinicId, t.day)]);
