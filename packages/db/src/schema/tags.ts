import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';
import { records } from './records';

/**
 * A clinic's tag (issue #14). `colour` is a key of the fixed palette (TAG_COLOURS in the domain package), so
 * every tag has a text colour with enough contrast; `entity_types` says what it may be put on.
 */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 40 }).notNull(),
  colour: varchar('colour', { length: 16 }).notNull(),
  entityTypes: varchar('entity_types', { length: 16 }).array().notNull(),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('tags_clinic_name_uq').on(t.clinicId, sql`lower(${t.name})`).where(sql`"deleted_at" IS NULL`),
]);

/**
 * A tag put on a pet, client, record or appointment. `record_id` repeats `entity_id` for records so the
 * closed-record trigger (migration 0020) refuses tagging a closed record.
 */
export const taggables = pgTable('taggables', {
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  entityType: varchar('entity_type', { length: 16 }).notNull(),
  entityId: integer('entity_id').notNull(),
  recordId: integer('record_id').references(() => records.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'taggables_pk', columns: [t.tagId, t.entityType, t.entityId] }),
  index('taggables_entity_idx').on(t.entityType, t.entityId),
  check('taggables_entity_type_check', sql`${t.entityType} IN ('pet', 'client', 'record', 'appointment')`),
  check('taggables_record_check', sql`(${t.entityType} = 'record') = (${t.recordId} IS NOT NULL)`),
]);
