import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { clinics } from './tenancy';
import { staffUsers } from './staff';
import { petParents, pets } from './pets';
import { servicePackages, visitTypes } from './services';

/**
 * The exclusion constraint `appointments_no_overlap` (custom migration) makes a double-booked vet
 * impossible: no two rows of one vet whose [starts_at, ends_at) overlap unless one is cancelled or no-show.
 */
export const appointments = pgTable('appointments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  vetId: integer('vet_id').notNull().references(() => staffUsers.id),
  clientId: integer('client_id').references(() => petParents.id),
  status: smallint('status').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  visitTypeId: integer('visit_type_id').references(() => visitTypes.id),
  source: varchar('source', { length: 10 }).notNull().default('staff'),
  userNote: text('user_note'),
  staffNote: text('staff_note'),
  cancelReason: text('cancel_reason'),
  /** Guest contact as typed, kept even when linked to an existing client for review. */
  guestContact: jsonb('guest_contact').$type<{ first_name: string; last_name: string; email: string; phone: string | null } | null>(),
  utm: jsonb('utm').$type<Record<string, string>>(),
  tokenHash: varchar('token_hash', { length: 64 }).unique(),
  /** RFC 5545 SEQUENCE of the appointment's invites: a trigger (migration 0013) adds one on every change of time, status, vet or clinic. */
  inviteSequence: integer('invite_sequence').notNull().default(0),
  language: varchar('language', { length: 8 }),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('appointments_clinic_start_idx').on(t.clinicId, t.startsAt),
  index('appointments_vet_start_idx').on(t.vetId, t.startsAt),
  index('appointments_client_idx').on(t.clientId),
]);

/** Manage links issued after the booking's own (`appointments.token_hash`), as SHA-256 hashes: all stay valid for the appointment's life. */
export const appointmentManageTokens = pgTable('appointment_manage_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('appointment_manage_tokens_appointment_idx').on(t.appointmentId)]);

export const appointmentServices = pgTable('appointment_services', {
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
  servicePackageId: integer('service_package_id').notNull().references(() => servicePackages.id),
}, (t) => [primaryKey({ columns: [t.appointmentId, t.servicePackageId] })]);

export const appointmentPets = pgTable('appointment_pets', {
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
  petId: integer('pet_id').notNull().references(() => pets.id),
}, (t) => [primaryKey({ columns: [t.appointmentId, t.petId] }), index('appointment_pets_pet_idx').on(t.petId)]);

/**
 * Messages written in the same transaction as the change that causes them, delivered by a job.
 * Nothing is lost if delivery fails: the row stays with its error and is retried.
 */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').references(() => clinics.id),
  channel: varchar('channel', { length: 8 }).notNull(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 300 }),
  text: text('text').notNull(),
  html: text('html'),
  links: jsonb('links').$type<{ label: string; url: string }[]>().notNull(),
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string; encoding?: 'base64' }[]>(),
  status: varchar('status', { length: 10 }).notNull().default('queued'),
  attempts: smallint('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [index('outbox_status_idx').on(t.status, t.createdAt)]);
