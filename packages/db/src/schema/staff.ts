import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar, time, index, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { clinicGroups, clinics } from './tenancy';
import { citext } from './types';

/** Vets and clinic users. One login per person (e-mail unique); clinics reached through memberships. */
export const staffUsers = pgTable('staff_users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  email: citext('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: varchar('first_name', { length: 80 }).notNull(),
  lastName: varchar('last_name', { length: 80 }).notNull(),
  jobTitle: varchar('job_title', { length: 120 }),
  avatar: text('avatar'),
  isVet: boolean('is_vet').notNull().default(false),
  pinHash: text('pin_hash'),
  /** Wrong PINs since the PIN was set; at PIN_MAX_FAILURES the PIN is locked until it is renewed. */
  pinFailedAttempts: smallint('pin_failed_attempts').notNull().default(0),
  language: varchar('language', { length: 8 }),
  isActive: boolean('is_active').notNull().default(true),
  /** Bumped by logout, password change and deactivation: access tokens carrying an older one are refused. */
  credentialVersion: integer('credential_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('staff_group_idx').on(t.groupId)]);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  name: varchar('name', { length: 60 }).notNull(),
  builtIn: varchar('built_in', { length: 20 }),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('roles_group_name_uq').on(t.groupId, t.name)]);

export const clinicMemberships = pgTable('clinic_memberships', {
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.clinicId, t.userId] }), index('membership_user_idx').on(t.userId)]);

/** Opaque refresh tokens, stored as SHA-256; a family shares one login so reuse can revoke it whole. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subjectType: varchar('subject_type', { length: 10 }).notNull(),
  subjectId: integer('subject_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  familyId: uuid('family_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('refresh_family_idx').on(t.familyId), index('refresh_subject_idx').on(t.subjectType, t.subjectId)]);

/** A vet's weekly working hours in one clinic (lunch break = two rows on one day). */
export const vetWorkingHours = pgTable('vet_working_hours', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  vetId: integer('vet_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
  day: smallint('day').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
}, (t) => [index('vet_hours_idx').on(t.clinicId, t.vetId)]);

/** Blocked time (holidays, training): subtracted from availability like an appointment. */
export const vetTimeOff = pgTable('vet_time_off', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  vetId: integer('vet_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  reason: varchar('reason', { length: 200 }),
}, (t) => [index('vet_time_off_idx').on(t.vetId, t.startsAt)]);
