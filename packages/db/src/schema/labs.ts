import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';
import { pets } from './pets';
import { records } from './records';

export const LAB_KINDS = ['in_house', 'reference'] as const;
export type LabKind = (typeof LAB_KINDS)[number];
export const LAB_ADAPTERS = ['drop_folder', 'mllp', 'http'] as const;
export type LabAdapterKind = (typeof LAB_ADAPTERS)[number];
export const LAB_ORDER_STATUSES = ['sending', 'sent', 'send_failed', 'partial', 'final', 'cancelled'] as const;
export type LabOrderStatus = (typeof LAB_ORDER_STATUSES)[number];
export const LAB_MESSAGE_STATUSES = ['received', 'filed', 'queued', 'dismissed', 'duplicate'] as const;
export type LabMessageStatus = (typeof LAB_MESSAGE_STATUSES)[number];
export const LAB_FLAGS = ['H', 'L', 'HH', 'LL', 'A'] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];

/** Adapter settings: MLLP host/port, or the HTTP endpoint (and its bearer token) the lab receives orders on. */
export interface LabAdapterSettings { host?: string; port?: number; url?: string; auth_header?: string; timeout_ms?: number }

/** A clinic's connection to an in-house analyser or a reference lab (issue #20). */
export const labIntegrations = pgTable('lab_integrations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  kind: varchar('kind', { length: 16 }).$type<LabKind>().notNull(),
  adapter: varchar('adapter', { length: 16 }).$type<LabAdapterKind>().notNull(),
  settings: jsonb('settings').$type<LabAdapterSettings>().notNull().default({}),
  sendingFacility: varchar('sending_facility', { length: 60 }).notNull(),
  receivingFacility: varchar('receiving_facility', { length: 60 }).notNull(),
  inboundTokenHash: varchar('inbound_token_hash', { length: 64 }).notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  index('lab_integrations_clinic_idx').on(t.clinicId, t.name),
  uniqueIndex('lab_integrations_token_uq').on(t.inboundTokenHash),
  check('lab_integrations_kind_check', sql`"kind" IN ('in_house', 'reference')`),
  check('lab_integrations_adapter_check', sql`"adapter" IN ('drop_folder', 'mllp', 'http')`),
]);

/** One panel ordered for one pet through one integration (ORM^O01 kept in `outbound_message`). */
export const labOrders = pgTable('lab_orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  integrationId: integer('integration_id').notNull().references(() => labIntegrations.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  recordId: integer('record_id').references(() => records.id, { onDelete: 'set null' }),
  vetId: integer('vet_id').references(() => staffUsers.id),
  panelCode: varchar('panel_code', { length: 40 }).notNull(),
  panelName: varchar('panel_name', { length: 120 }).notNull(),
  placerOrderNumber: varchar('placer_order_number', { length: 40 }).notNull(),
  fillerOrderNumber: varchar('filler_order_number', { length: 60 }),
  status: varchar('status', { length: 16 }).$type<LabOrderStatus>().notNull().default('sending'),
  sendError: text('send_error'),
  outboundMessage: text('outbound_message'),
  notes: text('notes'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('lab_orders_placer_uq').on(t.clinicId, t.placerOrderNumber),
  index('lab_orders_pet_idx').on(t.petId, t.createdAt),
  index('lab_orders_record_idx').on(t.recordId),
  check('lab_orders_status_check', sql`"status" IN ('sending', 'sent', 'send_failed', 'partial', 'final', 'cancelled')`),
]);

/** Every HL7 message received, stored before parsing; ends filed, queued (with a reason), dismissed or duplicate. */
export const labMessages = pgTable('lab_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  integrationId: integer('integration_id').notNull().references(() => labIntegrations.id),
  source: varchar('source', { length: 16 }).$type<'http' | 'drop_folder'>().notNull(),
  raw: text('raw').notNull(),
  status: varchar('status', { length: 16 }).$type<LabMessageStatus>().notNull().default('received'),
  reasonCode: varchar('reason_code', { length: 40 }),
  reasonDetail: text('reason_detail'),
  controlId: varchar('control_id', { length: 80 }),
  orderId: integer('order_id').references(() => labOrders.id),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  resolvedBy: integer('resolved_by').references(() => staffUsers.id),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}, (t) => [
  index('lab_messages_clinic_status_idx').on(t.clinicId, t.status, t.receivedAt),
  index('lab_messages_control_idx').on(t.integrationId, t.controlId),
  index('lab_messages_pending_idx').on(t.receivedAt).where(sql`"status" = 'received'`),
  // Filed once per integration and control id, whatever imports run at the same time (migration 0057).
  uniqueIndex('lab_messages_filed_control_uq').on(t.integrationId, t.controlId).where(sql`"status" = 'filed'`),
  check('lab_messages_status_check', sql`"status" IN ('received', 'filed', 'queued', 'dismissed', 'duplicate')`),
  check('lab_messages_source_check', sql`"source" IN ('http', 'drop_folder')`),
]);

/** One analyte result filed into a pet's record. */
export const labResults = pgTable('lab_results', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  orderId: integer('order_id').notNull().references(() => labOrders.id),
  messageId: integer('message_id').notNull().references(() => labMessages.id),
  recordId: integer('record_id').references(() => records.id, { onDelete: 'set null' }),
  analyteCode: varchar('analyte_code', { length: 40 }).notNull(),
  analyteName: varchar('analyte_name', { length: 120 }).notNull(),
  value: text('value').notNull(),
  numericValue: doublePrecision('numeric_value'),
  units: varchar('units', { length: 40 }),
  referenceRange: varchar('reference_range', { length: 60 }),
  refLow: doublePrecision('ref_low'),
  refHigh: doublePrecision('ref_high'),
  abnormalFlag: varchar('abnormal_flag', { length: 2 }).$type<LabFlag>(),
  resultStatus: varchar('result_status', { length: 2 }),
  notes: text('notes'),
  observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('lab_results_pet_idx').on(t.petId, t.analyteCode, t.observedAt),
  index('lab_results_order_idx').on(t.orderId),
  check('lab_results_flag_check', sql`"abnormal_flag" IS NULL OR "abnormal_flag" IN ('H', 'L', 'HH', 'LL', 'A')`),
]);
