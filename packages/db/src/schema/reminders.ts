import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { services } from './services';
import { petParents, pets } from './pets';
import { outbox } from './appointments';

export const REMINDER_KINDS = ['vaccination', 'annual_check', 'follow_up', 'appointment'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * What a clinic reminds its clients of (issue #19, migration 0050). `lead_days` is how many days before the due
 * day the reminder goes out; `interval_days` is the vaccination interval (when the last vaccination record names
 * no next date) or the annual check's period; `service_id` is the service a follow-up comes after.
 */
export const reminderRules = pgTable('reminder_rules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  kind: varchar('kind', { length: 20 }).$type<ReminderKind>().notNull(),
  sendMail: boolean('send_mail').notNull().default(true),
  sendSms: boolean('send_sms').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  leadDays: integer('lead_days').notNull().default(7),
  intervalDays: integer('interval_days'),
  serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('reminder_rules_clinic_idx').on(t.clinicId).where(sql`"deleted_at" IS NULL`),
  check('reminder_rules_kind_check', sql`"kind" IN ('vaccination', 'annual_check', 'follow_up', 'appointment')`),
  check('reminder_rules_lead_check', sql`"lead_days" BETWEEN 0 AND 90`),
  check('reminder_rules_interval_check', sql`"interval_days" IS NULL OR "interval_days" BETWEEN 1 AND 3660`),
]);

/** One row per rule, target and channel: the unique key makes each reminder go out once (written with its outbox row). */
export const remindersSent = pgTable('reminders_sent', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  ruleId: integer('rule_id').notNull().references(() => reminderRules.id, { onDelete: 'cascade' }),
  targetKey: varchar('target_key', { length: 80 }).notNull(),
  channel: varchar('channel', { length: 4 }).$type<'mail' | 'sms'>().notNull(),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  petId: integer('pet_id').references(() => pets.id),
  dueOn: date('due_on').notNull(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
  unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('reminders_sent_once_uq').on(t.ruleId, t.targetKey, t.channel),
  uniqueIndex('reminders_sent_token_uq').on(t.unsubscribeTokenHash).where(sql`"unsubscribe_token_hash" IS NOT NULL`),
  index('reminders_sent_clinic_idx').on(t.clinicId, t.sentAt),
  check('reminders_sent_channel_check', sql`"channel" IN ('mail', 'sms')`),
]);
