import { bigint, boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clinics } from './tenancy';

/**
 * A clinic's discount catalogue (spec §3 "discounts (enabled flag)"). `valueX100` is basis points for a
 * percentage (12.5 % = 1250) or hundredths of the currency for an amount; a sale keeps its own copy of
 * what it applied, so editing or deleting a discount never changes an issued invoice.
 */
export const discounts = pgTable('discounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  name: varchar('name', { length: 80 }).notNull(),
  type: varchar('type', { length: 10 }).notNull().$type<'percent' | 'amount'>(),
  valueX100: bigint('value_x100', { mode: 'number' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('discounts_clinic_idx').on(t.clinicId, sql`lower(${t.name})`).where(sql`${t.deletedAt} IS NULL`)]);
