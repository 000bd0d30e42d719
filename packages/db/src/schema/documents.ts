import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { petParents, pets } from './pets';
import { appointments } from './appointments';
import { records } from './records';
import { printedFiles } from './accounts';
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
  /** An uploaded PDF template (migration 0060): the file as uploaded, its SHA-256, size and page count; body stays ''. */
  pdfStorageKey: varchar('pdf_storage_key', { length: 300 }),
  pdfSha256: varchar('pdf_sha256', { length: 64 }),
  pdfSize: integer('pdf_size'),
  pdfPages: integer('pdf_pages'),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [
  index('document_templates_clinic_idx').on(t.clinicId, t.name),
  uniqueIndex('document_templates_built_in_uq').on(t.clinicId, t.builtInKey).where(sql`"built_in_key" IS NOT NULL AND "archived_at" IS NULL`),
  check('document_templates_type_check', sql`"type" IN ('consent_form', 'certificate', 'discharge', 'other')`),
]);

export const CONSENT_STATUSES = ['sent', 'opened', 'signed', 'cancelled'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export type ConsentChannel = 'mail' | 'sms' | 'kiosk';
/** A block of the filled document as the PDF prints it (packages/domain DocumentBlock). */
export interface ConsentBlock { kind: 'h1' | 'h2' | 'p' | 'li'; runs: { text: string; bold: boolean }[] }

/**
 * A consent form sent for signature (issue #19): the document filled at send time (`html`, `blocks`), the
 * link's token hash and expiry, the states' times, and once signed the PDF's storage key and SHA-256.
 */
export const consentRequests = pgTable('consent_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  petId: integer('pet_id').notNull().references(() => pets.id),
  clientId: integer('client_id').notNull().references(() => petParents.id),
  appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
  recordId: integer('record_id').references(() => records.id, { onDelete: 'set null' }),
  templateId: integer('template_id').references(() => documentTemplates.id, { onDelete: 'set null' }),
  templateVersion: integer('template_version').notNull(),
  title: varchar('title', { length: 120 }).notNull(),
  language: varchar('language', { length: 10 }).notNull(),
  html: text('html').notNull(),
  blocks: jsonb('blocks').$type<ConsentBlock[]>().notNull(),
  channels: jsonb('channels').$type<ConsentChannel[]>().notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  status: varchar('status', { length: 12 }).$type<ConsentStatus>().notNull().default('sent'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  signerName: varchar('signer_name', { length: 200 }),
  pdfStorageKey: varchar('pdf_storage_key', { length: 300 }),
  pdfSha256: varchar('pdf_sha256', { length: 64 }),
  pdfSize: integer('pdf_size'),
  /** Sent from an uploaded PDF template: that PDF (key, SHA-256, pages); the signed file is its pages plus a signature page. */
  sourcePdfKey: varchar('source_pdf_key', { length: 300 }),
  sourcePdfSha256: varchar('source_pdf_sha256', { length: 64 }),
  sourcePdfPages: integer('source_pdf_pages'),
  printedFileId: integer('printed_file_id').references(() => printedFiles.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('consent_requests_token_uq').on(t.tokenHash),
  index('consent_requests_clinic_idx').on(t.clinicId, t.status, t.sentAt),
  index('consent_requests_pet_idx').on(t.petId, t.sentAt),
  index('consent_requests_record_idx').on(t.recordId).where(sql`"record_id" IS NOT NULL`),
  index('consent_requests_appointment_idx').on(t.appointmentId).where(sql`"appointment_id" IS NOT NULL`),
  check('consent_requests_status_check', sql`"status" IN ('sent', 'opened', 'signed', 'cancelled')`),
  check('consent_requests_signed_check', sql`"status" <> 'signed' OR ("signed_at" IS NOT NULL AND "pdf_storage_key" IS NOT NULL AND "pdf_sha256" IS NOT NULL AND "signer_name" IS NOT NULL)`),
]);
