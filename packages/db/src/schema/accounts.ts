import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, timestamp, varchar, index, jsonb, uniqueIndex } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { petParents, pets } from './pets';
import { roles, staffUsers } from './staff';
import { appointments } from './appointments';
import { documentTemplates } from './documents';

/** 6-digit activation codes for pet-parent accounts, stored hashed; locked after 5 wrong tries. */
export const activationCodes = pgTable('activation_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id').notNull().references(() => petParents.id, { onDelete: 'cascade' }),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /**
   * The password typed by a re-registration of a pending account: it takes effect only when this
   * code is entered through the registration handle issued with it (the account's own is never replaced).
   */
  passwordHash: varchar('password_hash', { length: 200 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('activation_codes_parent_idx').on(t.parentId, t.createdAt)]);

/** Single-use password reset tokens (staff or pet parent), stored hashed, 60-minute life. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subjectType: varchar('subject_type', { length: 10 }).notNull(),
  subjectId: integer('subject_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A pet added by a parent, waiting for the clinic: accept (keep it, or link it to an existing
 * patient record) or deny. status: 0 pending, 1 accepted, 2 denied.
 */
export const petRequests = pgTable('pet_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  parentId: integer('parent_id').notNull().references(() => petParents.id),
  petId: integer('pet_id').references(() => pets.id),
  payload: jsonb('payload').notNull(),
  status: smallint('status').notNull().default(0),
  decidedBy: integer('decided_by').references(() => staffUsers.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  linkedPetId: integer('linked_pet_id').references(() => pets.id),
  /** 'parent' (added by the signed-in parent) or 'guest_booking' (typed by a guest under an existing client's e-mail: hidden from the parent until accepted). */
  origin: varchar('origin', { length: 20 }).notNull().default('parent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('pet_requests_clinic_idx').on(t.clinicId, t.status), index('pet_requests_pet_idx').on(t.petId)]);

/** Documents shared by the clinic with a parent, and the parent's own uploads. */
export const printedFiles = pgTable('printed_files', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').references(() => clinics.id),
  parentId: integer('parent_id').notNull().references(() => petParents.id),
  petId: integer('pet_id').references(() => pets.id),
  name: varchar('name', { length: 200 }).notNull(),
  /** 'clinic' (shared by staff) or 'upload' (sent by the parent). */
  source: varchar('source', { length: 10 }).notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: varchar('storage_key', { length: 300 }).notNull(),
  /** SHA-256 of the bytes for files that must never change (signed consent forms): checked on every download. */
  sha256: varchar('sha256', { length: 64 }),
  createdByStaff: integer('created_by_staff').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** A document generated from this template for a confirmed appointment (printable_files; migration 0050). */
  documentTemplateId: integer('document_template_id').references(() => documentTemplates.id, { onDelete: 'set null' }),
  appointmentId: integer('appointment_id').references(() => appointments.id),
}, (t) => [
  index('printed_files_parent_idx').on(t.parentId),
  uniqueIndex('printed_files_appointment_template_uq').on(t.appointmentId, t.petId, t.documentTemplateId).where(sql`"appointment_id" IS NOT NULL AND "document_template_id" IS NOT NULL`),
]);

/** Staff invitations: the invitee sets a password through the link. */
export const staffInvites = pgTable('staff_invites', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  userId: integer('user_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

