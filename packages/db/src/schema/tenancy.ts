import { bigint, boolean, integer, jsonb, pgTable, smallint, text, timestamp, varchar, time, index, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const clinicGroups = pgTable('clinic_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 160 }).notNull(),
  /**
   * Bumped by triggers on every change that can alter availability in the group (appointments,
   * hours, time off, catalogue, staff). Cached timeslots are valid only for the version they saw.
   */
  availabilityVersion: bigint('availability_version', { mode: 'number' }).notNull().default(0),
  /**
   * Bumped by triggers (migration 0009) on every change to what the staff calendar list shows:
   * appointments, their pets and services, the names of clients, pets, vets, services and visit
   * types, deposits. A cached calendar answer is valid only for the version it saw.
   */
  calendarVersion: bigint('calendar_version', { mode: 'number' }).notNull().default(0),
  /**
   * The group's logo (migration 0019): bytes in the file storage under group-logos/{logo_key}. A new
   * uuid per upload, so the public URL built from it never changes content and is cached for good.
   */
  logoKey: varchar('logo_key', { length: 64 }).unique(),
  logoContentType: varchar('logo_content_type', { length: 40 }),
  logoSize: integer('logo_size'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clinics = pgTable('clinics', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  name: varchar('name', { length: 120 }).notNull(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  address: varchar('address', { length: 300 }),
  phone: varchar('phone', { length: 40 }),
  email: varchar('email', { length: 254 }),
  countryIsoCode: varchar('country_iso_code', { length: 2 }).notNull().default('us'),
  timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
  clientDateFormat: varchar('client_date_format', { length: 20 }).notNull().default('DD-MM-YYYY'),
  clientTimeFormat: varchar('client_time_format', { length: 20 }).notNull().default('HH:mm'),
  defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('en'),
  logo: text('logo'),
  onlineBookingEnabled: boolean('online_booking_enabled').notNull().default(true),
  registrationEnabled: boolean('registration_enabled').notNull().default(true),
  anyStaffEnabled: boolean('any_staff_enabled').notNull().default(true),
  visitTypesActive: boolean('visit_types_active').notNull().default(false),
  autoConfirm: boolean('auto_confirm').notNull().default(false),
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
  bookingHorizonDays: integer('booking_horizon_days').notNull().default(90),
  cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(24),
  embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  clientLinkUrl: text('client_link_url'),
  appStoreUrl: text('app_store_url'),
  googlePlayUrl: text('google_play_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('clinics_group_idx').on(t.groupId)]);

/** Opening intervals: a day with no row is closed. Wall-clock times in the clinic's zone. */
export const clinicScheduleIntervals = pgTable('clinic_schedule_intervals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id, { onDelete: 'cascade' }),
  day: smallint('day').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
}, (t) => [index('clinic_schedule_clinic_idx').on(t.clinicId, t.day)]);

export const clinicPreferences = pgTable('clinic_preferences', {
  clinicId: integer('clinic_id').primaryKey().references(() => clinics.id, { onDelete: 'cascade' }),
  dateFormat: varchar('date_format', { length: 20 }).notNull().default('DD-MM-YYYY'),
  timeFormat: varchar('time_format', { length: 20 }).notNull().default('HH:mm'),
  currency: varchar('currency', { length: 8 }).notNull().default('$'),
  currencyFirst: smallint('currency_first').notNull().default(0),
  vatList: jsonb('vat_list').$type<number[]>().notNull().default(sql`'[0,10]'::jsonb`),
  serviceTaxList: jsonb('service_tax_list').$type<number[]>().notNull().default(sql`'[0]'::jsonb`),
  discountReasonRequired: boolean('discount_reason_required').notNull().default(false),
  showRecordBundleItems: boolean('show_record_bundle_items').notNull().default(false),
  taxApplyOrder: varchar('tax_apply_order', { length: 30 }),
  /** Prices are entered with tax included (the net is extracted); migration 0032. */
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  /** A sale or a record's usage may take stock below zero (guarded by a trigger on stock_batches, 0034). */
  allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
  /** Days ahead a batch counts as expiring (1–365). */
  expiringWithinDays: integer('expiring_within_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupId: integer('group_id').notNull().references(() => clinicGroups.id),
  clinicId: integer('clinic_id').references(() => clinics.id),
  actorType: varchar('actor_type', { length: 16 }).notNull(),
  actorId: integer('actor_id'),
  action: varchar('action', { length: 60 }).notNull(),
  entityType: varchar('entity_type', { length: 40 }).notNull(),
  entityId: integer('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('audit_entity_idx').on(t.entityType, t.entityId), index('audit_group_idx').on(t.groupId, t.createdAt)]);

export { primaryKey };
