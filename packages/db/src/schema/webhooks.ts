import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A clinic's webhook endpoint (issue #20): where events go, which ones, and the secret that signs them. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  url: varchar('url', { length: 2000 }).notNull(),
  description: varchar('description', { length: 200 }),
  events: text('events').array().notNull(),
  secret: varchar('secret', { length: 100 }).notNull(),
  allowPrivate: boolean('allow_private').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('webhook_endpoints_clinic_idx').on(t.clinicId).where(sql`"deleted_at" IS NULL`)]);

/** One event for one endpoint: written in the transaction of the change, posted by the delivery job. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  endpointId: integer('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull(),
  eventType: varchar('event_type', { length: 40 }).notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: varchar('status', { length: 10 }).$type<WebhookDeliveryStatus>().notNull().default('pending'),
  attempts: smallint('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  responseStatus: integer('response_status'),
  responseBody: varchar('response_body', { length: 1000 }),
  durationMs: integer('duration_ms'),
  lastError: varchar('last_error', { length: 500 }),
  replayOf: bigint('replay_of', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}, (t) => [
  index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`"status" = 'pending'`),
  index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  check('webhook_deliveries_status_check', sql`"status" IN ('pending', 'delivered', 'failed')`),
]);
