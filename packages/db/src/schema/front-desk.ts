import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, time, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { petParents, pets } from './pets';
import { staffUsers } from './staff';
import { records } from './records';
import { saleLines, sales } from './sales';

/** A client's communications log. type: 0 phone, 1 other, 2 email, 3 sms (spec §3). */
export const communications = pgTable('communications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  type: smallint('type').notNull(),
  direction: varchar('direction', { length: 8 }).notNull().default('out'),
  subject: varchar('subject', { length: 200 }),
  body: text('body').notNull(),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('communications_client_idx').on(t.clientId, t.createdAt)]);

export const taskTemplates = pgTable('task_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  name: varchar('name', { length: 160 }).notNull(),
  description: text('description'),
  /** Suggested due time relative to creation, in minutes (0 = now). */
  dueOffsetMinutes: integer('due_offset_minutes').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('task_templates_clinic_idx').on(t.clinicId)]);

/** status: 0 open, 1 in progress, 2 done, 3 cancelled. */
export const tasks = pgTable('tasks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('description'),
  status: smallint('status').notNull().default(0),
  vetId: integer('vet_id').references(() => staffUsers.id),
  petId: integer('pet_id').references(() => pets.id),
  recordId: integer('record_id').references(() => records.id, { onDelete: 'set null' }),
  templateId: integer('template_id').references(() => taskTemplates.id),
  /** The sale and the service line this task was created for (the service's task template; migration 0063). */
  saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
  saleLineId: integer('sale_line_id').references(() => saleLines.id, { onDelete: 'set null' }),
  datetimeStartUtc: timestamp('datetime_start_utc', { withTimezone: true }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('tasks_clinic_idx').on(t.clinicId, t.status, t.datetimeStartUtc), index('tasks_vet_idx').on(t.vetId),
  index('tasks_sale_line_idx').on(t.saleLineId).where(sql`${t.saleLineId} IS NOT NULL`),
  index('tasks_sale_idx').on(t.saleId).where(sql`${t.saleId} IS NOT NULL`),
]);

/** A vet's shift in a clinic. status: 'draft' until published; availability reads published ones. */
export const shifts = pgTable('shifts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  vetId: integer('vet_id').notNull().references(() => staffUsers.id),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('draft'),
  note: varchar('note', { length: 200 }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
}, (t) => [index('shifts_clinic_idx').on(t.clinicId, t.startsAt), index('shifts_vet_idx').on(t.vetId, t.startsAt)]);

export const shiftTemplates = pgTable('shift_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  name: varchar('name', { length: 120 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** One weekly line of a template: this vet works this day from–to. */
export const shiftTemplateEntries = pgTable('shift_template_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  templateId: integer('template_id').notNull().references(() => shiftTemplates.id, { onDelete: 'cascade' }),
  vetId: integer('vet_id').notNull().references(() => staffUsers.id),
  day: smallint('day').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
}, (t) => [index('shift_template_entries_tpl_idx').on(t.templateId)]);
