import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';

export const DOCUMENT_TYPES = ['consent_form', 'certificate', 'discharge', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * A clinic's document templates (issue #19). `body` is a small Markdown subset with `{{placeholders}}`
 * (packages/domain documents renderer); `built_in_key` names the built-in template it was seeded from.
 */
export const documentTemplates = pgTable('document_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  type: varchar('type', { length: 20 }).$type<DocumentType>().notNull(),
  language: varchar('language', { length: 10 }).notNull(),
  body: text('body').notNull(),
  builtInKey: varchar('built_in_key', { length: 40 }),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  index('document_templates_clinic_idx').on(t.clinicId, t.name),
  uniqueIndex('document_templates_built_in_uq').on(t.clinicId, t.builtInKey).where(sql`"built_in_key" IS NOT NULL AND "archived_at" IS NULL`),
  check('document_templates_type_check', sql`"type" IN ('consent_form', 'certificate', 'discharge', 'other')`),
]);
