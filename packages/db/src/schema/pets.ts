import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, smallint, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { clinicGroups } from './tenancy';
import { citext } from './types';

export const species = pgTable('species', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  name: varchar('name', { length: 80 }).notNull(),
  order: smallint('order').notNull().default(0),
});

export const breeds = pgTable('breeds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  speciesId: integer('species_id').notNull().references(() => species.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
}, (t) => [index('breeds_species_idx').on(t.speciesId)]);

/** Pet parents (clients). Shared by the clinics of a group; the account fields are null until they register. */
export const petParents = pgTable('pet_parents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  firstName: varchar('first_name', { length: 80 }).notNull(),
  lastName: varchar('last_name', { length: 80 }).notNull(),
  email: citext('email'),
  phone: varchar('phone', { length: 40 }),
  address: varchar('address', { length: 300 }),
  address2: varchar('address_2', { length: 300 }),
  leadSource: varchar('lead_source', { length: 30 }),
  leadSourceDetails: varchar('lead_source_details', { length: 300 }),
  notes: text('notes'),
  language: varchar('language', { length: 8 }),
  googlePlaceId: varchar('google_place_id', { length: 300 }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  passwordHash: text('password_hash'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  /** Set when a guest booking matched this client's e-mail: staff review before merging. */
  needsReview: boolean('needs_review').notNull().default(false),
  /** The client said no to reminders by this channel (unsubscribe link or staff; migration 0050). */
  reminderMailOptOut: boolean('reminder_mail_opt_out').notNull().default(false),
  reminderSmsOptOut: boolean('reminder_sms_opt_out').notNull().default(false),
  /** Bumped by logout, password change, reset and archive: access tokens carrying an older one are refused. */
  credentialVersion: integer('credential_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  /**
   * Maintained by the database for the staff search (migration 0008 adds their trigram indexes):
   * the lower-cased name, e-mail and phone in one text, and the phone's digits alone.
   */
  searchText: text('search_text').generatedAlwaysAs(sql`lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone", ''))`),
  phoneDigits: text('phone_digits').generatedAlwaysAs(sql`regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')`),
}, (t) => [
  index('pet_parents_group_idx').on(t.groupId), index('pet_parents_group_created_idx').on(t.groupId, t.createdAt), index('pet_parents_email_idx').on(t.groupId, t.email),
  // The clients list without a search: a page in name order without sorting the whole group.
  index('pet_parents_name_order_idx').on(t.groupId, t.lastName, t.firstName, t.id),
]);

export const pets = pgTable('pets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  ownerId: integer('owner_id').notNull().references(() => petParents.id),
  nickname: varchar('nickname', { length: 80 }).notNull(),
  speciesId: integer('species_id').references(() => species.id),
  breedId: integer('breed_id').references(() => breeds.id),
  gender: varchar('gender', { length: 8 }).notNull().default('unknown'),
  /** 1 neutered, 0 intact, null unknown (spec: number on the wire). */
  hormonalStatus: smallint('hormonal_status'),
  birthday: date('birthday'),
  birthdayIsEstimated: boolean('birthday_is_estimated').notNull().default(false),
  color: varchar('color', { length: 60 }),
  microchip: varchar('microchip', { length: 40 }),
  weightGrams: integer('weight_grams'),
  photo: text('photo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
}, (t) => [index('pets_owner_idx').on(t.ownerId), index('pets_group_idx').on(t.groupId)]);
